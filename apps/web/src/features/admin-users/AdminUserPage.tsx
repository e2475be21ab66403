// /admin/users/{userType}/{userId}: one account — profile, appointments, wallet, affiliations or
// hospital accesses, what admins did to it — and the decisions its status allows (approve, reject,
// deactivate, reactivate), each asked for again with a reason the person is told (a deactivation
// must have one, and its confirmation lists what it undoes). A type in the
// address that is not the account's is answered like an unknown account.

import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { type DoctorProfile, type HospitalProfile, type PatientProfile, STATES, USER_TYPES, type UserType } from '@naijacare/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { roleLabel } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { AdminPage } from '../../components/AdminPage';
import { type Fact, Facts } from '../../components/Facts';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { choiceLabelOf } from '../../forms/choices';
import { errorMessage, errorStatusOf } from '../../lib/errors';
import { dateText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import type { AdminUser } from '../admin/api';
import { AccountHistory } from './AccountHistory';
import { AccountSummary } from './AccountSummary';
import { type Decision, decisionsFor, useAccountSummary, useAdminAccount, useDecision } from './api';
import { accountName, StatusBadge } from './UsersTable';

const REASON_MAX = 1000;
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

function profileFacts(user: AdminUser, t: TFunction): Fact[] {
  const facts: Fact[] = [
    { label: t('adminUsers.username'), value: `@${user.username}` },
    { label: t('adminUsers.email'), value: user.email },
    { label: t('adminUsers.phone'), value: user.phone },
    { label: t('adminUsers.state'), value: user.state ? choiceLabelOf('state', STATES, user.state) : null },
    { label: t('adminUsers.joined'), value: dateText(user.date_joined) },
  ];
  if (user.user_type === 'doctor') {
    const p = user.profile as DoctorProfile | null;
    facts.push({ label: t('adminUsers.specialization'), value: p?.specialization }, { label: t('adminUsers.license'), value: p?.license_number });
  }
  if (user.user_type === 'hospital') {
    const p = user.profile as HospitalProfile | null;
    facts.push({ label: t('adminUsers.hospitalName'), value: p?.hospital_name }, { label: t('adminUsers.verification'), value: p?.verification_status });
  }
  if (user.user_type === 'patient') {
    const p = user.profile as PatientProfile | null;
    facts.push({ label: t('adminUsers.dateOfBirth'), value: dateText(p?.date_of_birth) });
  }
  return facts;
}

/** What deactivating the account undoes, with the numbers the summary has (DOMAIN "Accounts"): said
 * before the admin confirms, since none of it comes back on reactivation. */
function DeactivationConsequences({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const summary = useAccountSummary(user.id, user.user_type !== 'admin');
  const undo = summary.data?.on_deactivation;
  const appointments =
    undo === undefined
      ? t('adminUsers.deactivation.appointmentsUnknown')
      : undo.appointments === 0
        ? t('adminUsers.deactivation.appointmentsNone')
        : t('adminUsers.deactivation.appointments', { count: undo.appointments });
  // Only doctors and hospitals withdraw money; an admin's account has no appointments either.
  const withdraws = user.user_type === 'doctor' || user.user_type === 'hospital';
  const books = user.user_type !== 'admin';
  const payouts =
    undo === undefined
      ? t('adminUsers.deactivation.payoutsUnknown')
      : undo.waiting_payouts === 0
        ? t('adminUsers.deactivation.payoutsNone')
        : t('adminUsers.deactivation.payouts', { count: undo.waiting_payouts, amount: undo.waiting_payouts_amount_formatted });
  return (
    <List size="sm" spacing={4} data-testid="deactivation-consequences">
      <List.Item>{t('adminUsers.deactivation.signIn')}</List.Item>
      {books && <List.Item>{appointments}</List.Item>}
      {withdraws && <List.Item>{payouts}</List.Item>}
      {books && <List.Item>{t('adminUsers.deactivation.told')}</List.Item>}
      {books && <List.Item>{t('adminUsers.deactivation.undo')}</List.Item>}
    </List>
  );
}

function NotFound({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminUsers.notFound')} back={{ to: '/admin/users', label: t('adminUsers.back') }}>
      <Alert color="gray" icon={<IconAlertCircle size={18} />} role="status">
        {t('adminUsers.notFoundText', { type })}
      </Alert>
    </AdminPage>
  );
}

function Account({ user }: { user: AdminUser & { status_reason?: string | null } }) {
  const { t } = useTranslation();
  const session = useSession();
  const decide = useDecision(user.id);
  const [asking, setAsking] = useState<Decision | null>(null);
  const name = accountName(user);
  // An admin cannot deactivate themself (the server refuses it too).
  const allowed = decisionsFor(user).filter((d) => !(d === 'deactivate' && session?.user.id === user.id));

  const confirm = (reason: string) => {
    if (!asking) return;
    const decision = asking;
    decide.mutate(
      { decision, reason },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(t('adminUsers.doneText', { name }), t(`adminUsers.done.${decision}`));
        },
        onError: (error) => toast.error(errorMessage(error, t('adminUsers.failedDecision'))),
      },
    );
  };

  return (
    <AdminPage
      title={name}
      description={
        <Group gap="xs" component="span">
          <Badge variant="outline">{roleLabel({ user_type: user.user_type, is_superuser: user.is_superuser })}</Badge>
          <StatusBadge status={user.account_status} />
        </Group>
      }
      back={{ to: '/admin/users', label: t('adminUsers.back') }}
    >
      <Card withBorder padding="lg" component="section" aria-label={t('adminUsers.actions')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('adminUsers.actions')}
          </Title>
          {user.status_reason && (
            <Text size="sm">
              {t('adminUsers.statusReason')}: {user.status_reason}
            </Text>
          )}
          <Group gap="sm">
            {allowed.map((d) => (
              <Button
                key={d}
                color={d === 'approve' || d === 'reactivate' ? 'green' : 'red'}
                variant={d === 'reject' || d === 'deactivate' ? 'light' : 'filled'}
                onClick={() => setAsking(d)}
              >
                {t(`adminUsers.decisions.${d}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="lg" component="section" aria-label={t('adminUsers.profile')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('adminUsers.profile')}
          </Title>
          <Facts facts={profileFacts(user, t)} cols={3} />
        </Stack>
      </Card>
      <AccountSummary userId={user.id} userType={user.user_type} />
      <AccountHistory userId={user.id} />
      <ReasonConfirmModal
        opened={asking !== null}
        title={asking ? t(`adminUsers.confirmTitle.${asking}`) : ''}
        text={asking ? t(`adminUsers.confirmText.${asking}`, { name }) : ''}
        details={asking === 'deactivate' ? <DeactivationConsequences user={user} /> : undefined}
        reasonLabel={t('adminUsers.reasonLabel')}
        // The person is shown it at sign-in: a deactivation without one would leave them guessing.
        reasonRequired={asking === 'deactivate' ? t('adminUsers.deactivation.reasonRequired') : undefined}
        reasonMaxLength={REASON_MAX}
        confirmLabel={asking ? t(`adminUsers.decisions.${asking}`) : ''}
        confirmColor={asking === 'approve' || asking === 'reactivate' ? 'green' : 'red'}
        busy={decide.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </AdminPage>
  );
}

function Loaded({ id, type }: { id: number; type: UserType }) {
  const { t } = useTranslation();
  const account = useAdminAccount(id);
  if (account.isPending) return null;
  if (account.isError) {
    if (errorStatusOf(account.error) === 404) return <NotFound type={t(`roles.${type}`)} />;
    return (
      <AdminPage title={t('adminUsers.title')} back={{ to: '/admin/users', label: t('adminUsers.back') }}>
        <Alert color="red" role="alert">
          {errorMessage(account.error, t('adminUsers.loadFailed'))}
        </Alert>
      </AdminPage>
    );
  }
  if (account.data.user_type !== type) return <NotFound type={t(`roles.${type}`)} />;
  return <Account user={account.data} />;
}

export function AdminUserPage() {
  const { userType = '', userId = '' } = useParams();
  const known = (USER_TYPES as readonly string[]).includes(userType) && CANONICAL_ID.test(userId);
  if (!known) return <NotFound type={userType} />;
  return <Loaded key={userId} id={Number(userId)} type={userType as UserType} />;
}
