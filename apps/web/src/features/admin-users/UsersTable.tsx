// The accounts as the users list and the search show them: a table on wide screens, cards on a
// phone, each name a link to the account's page (/admin/users/{type}/{id}).

import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { STATES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleLabel } from '../../auth/roles';
import { choiceLabelOf } from '../../forms/choices';
import { dateText, statusColor, statusLabel } from '../../lib/format';
import type { AdminUser } from '../admin/api';

/** A hospital account is known by its hospital's name; anyone else by their own. */
export function accountName(u: Pick<AdminUser, 'first_name' | 'last_name' | 'user_type' | 'profile'>): string {
  const hospital = u.user_type === 'hospital' && u.profile && 'hospital_name' in u.profile ? u.profile.hospital_name : null;
  const own = `${u.first_name} ${u.last_name}`.trim();
  if (hospital) return hospital;
  return u.user_type === 'doctor' ? `Dr. ${own}` : own;
}

export const accountPath = (u: Pick<AdminUser, 'id' | 'user_type'>) => `/admin/users/${u.user_type}/${u.id}`;

export function StatusBadge({ status }: { status: AdminUser['account_status'] }) {
  return (
    <Badge variant="light" color={statusColor(status)}>
      {statusLabel(status)}
    </Badge>
  );
}

const typeOf = (u: AdminUser) => roleLabel({ user_type: u.user_type, is_superuser: u.is_superuser });

export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {users.map((u) => (
          <Card key={u.id} withBorder padding="sm" data-testid="user-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={accountPath(u)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {accountName(u)}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {typeOf(u)} · @{u.username} · {choiceLabelOf('state', STATES, u.state)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('adminUsers.joined')} {dateText(u.date_joined)}
                </Text>
              </Stack>
              <StatusBadge status={u.account_status} />
            </Group>
          </Card>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={820} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('adminUsers.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminUsers.name')}</Table.Th>
              <Table.Th>{t('adminUsers.type')}</Table.Th>
              <Table.Th>{t('adminUsers.status')}</Table.Th>
              <Table.Th>{t('adminUsers.state')}</Table.Th>
              <Table.Th>{t('adminUsers.contact')}</Table.Th>
              <Table.Th>{t('adminUsers.joined')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.id} data-testid="user-row">
                <Table.Td>
                  <Anchor component={Link} to={accountPath(u)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {accountName(u)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    @{u.username}
                  </Text>
                </Table.Td>
                <Table.Td>{typeOf(u)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={u.account_status} />
                </Table.Td>
                <Table.Td>{u.state ? choiceLabelOf('state', STATES, u.state) : '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {u.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {u.phone}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateText(u.date_joined)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
