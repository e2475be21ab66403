import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { DoctorProfile } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { publicImage } from '../../components/publicImage';
import { dateText, statusColor, statusLabel } from '../../lib/format';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MyHospitalsCard } from './MyHospitalsCard';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileLanguage } from './ProfileLanguage';

function AccountSummary() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const photo = session.user_type === 'doctor' ? (session.profile as DoctorProfile | null)?.professional_photo : null;

  return (
    <Card withBorder padding="lg">
      <Group wrap="nowrap" align="center">
        <Avatar {...publicImage(photo, 64, 'eager')} size={64} radius="xl" color="brand" alt={`${user.first_name} ${user.last_name}`}>
          {user.first_name.charAt(0)}
          {user.last_name.charAt(0)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} fz="lg" data-testid="profile-name">
            {user.first_name} {user.last_name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.username} · {user.email}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{roleLabel(session)}</Badge>
            <Badge variant="light" color={statusColor(user.account_status)}>
              {statusLabel(user.account_status)}
            </Badge>
            {dateText(user.date_joined) && (
              <Text size="xs" c="dimmed">
                {t('profile.memberSince', { date: dateText(user.date_joined) ?? '' })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <Stack maw={960}>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <AccountSummary />
      {session.user_type === 'doctor' && <MyHospitalsCard />}
      <ProfileLanguage session={session} />
      <ProfileEditForm session={session} />
      <ChangePasswordForm />
    </Stack>
  );
}
