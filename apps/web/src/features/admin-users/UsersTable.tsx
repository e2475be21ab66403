// The accounts as the users list and the search show them: a table on wide screens, cards on a
// phone, each name a link to the account's page (/admin/users/{type}/{id}).

import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { STATES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleLabel } from '../../auth/roles';
import { QueueRows, type QueueRowsProps } from '../../components/queue/AdminQueue';
import type { StackedColumn } from '../../components/StackedTable';
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

function UserCard({ u }: { u: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="user-row">
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
  );
}

/** How the list and the search draw their accounts (AdminQueue's rows). */
export function useUserRows(): Omit<QueueRowsProps<AdminUser>, 'rows'> {
  const { t } = useTranslation();
  const columns: StackedColumn<AdminUser>[] = [
    {
      label: t('adminUsers.name'),
      value: (u) => (
        <>
          <Anchor component={Link} to={accountPath(u)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {accountName(u)}
          </Anchor>
          <Text size="xs" c="dimmed">
            @{u.username}
          </Text>
        </>
      ),
    },
    { label: t('adminUsers.type'), value: typeOf },
    { label: t('adminUsers.status'), value: (u) => <StatusBadge status={u.account_status} /> },
    { label: t('adminUsers.state'), value: (u) => (u.state ? choiceLabelOf('state', STATES, u.state) : '—') },
    {
      label: t('adminUsers.contact'),
      value: (u) => (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {u.email}
          </Text>
          <Text size="xs" c="dimmed">
            {u.phone}
          </Text>
        </>
      ),
    },
    { label: t('adminUsers.joined'), td: { style: { whiteSpace: 'nowrap' } }, value: (u) => dateText(u.date_joined) },
  ];
  return {
    label: t('adminUsers.table'),
    columns,
    card: (u) => <UserCard u={u} />,
    rowKey: (u) => u.id,
    rowTestId: 'user-row',
    minWidth: 820,
    table: { highlightOnHover: true },
  };
}

/** The accounts as a table on wide screens, cards on a phone. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return <QueueRows rows={users} {...useUserRows()} />;
}
