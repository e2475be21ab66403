// The accounts waiting for an admin's decision: doctors and hospitals, approved or rejected here.

import { Badge, Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../auth/roles';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorMessage } from '../../lib/errors';
import { dateText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { type AdminUser, useAdminUsers, useApproveUser, useRejectUser } from './api';
import { PendingAccountDetails } from './PendingAccountDetails';
import { RejectModal } from './RejectModal';

const fullName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim();
// Only doctors and hospitals wait for approval.
const onlyApplicants = (users: AdminUser[]) => users.filter((u) => u.user_type === 'doctor' || u.user_type === 'hospital');

/** Never cut to "H…": a narrow table column takes the whole word (the badge is as wide as its text). */
function typeBadge(user: AdminUser) {
  return (
    <Badge variant="light" color={user.user_type === 'doctor' ? 'blue' : 'grape'} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {roleLabel({ user_type: user.user_type, is_superuser: false })}
    </Badge>
  );
}

/** Doctors and hospitals waiting for approval, with approve and reject (each confirmed). */
export function PendingApprovals() {
  const { t } = useTranslation();
  const pending = useAdminUsers({ account_status: 'pending' });
  const approve = useApproveUser();
  const reject = useRejectUser();
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const [approving, setApproving] = useState<AdminUser | null>(null);
  const users = onlyApplicants(pending.data ?? []);

  const onApprove = (user: AdminUser) =>
    approve.mutate(user.id, {
      onSuccess: () => {
        setApproving(null);
        toast.success(t('admin.approvedText', { name: fullName(user), username: user.username }), t('admin.approved'));
      },
      onError: (error) => toast.error(errorMessage(error, t('admin.approveFailed'))),
    });

  const onReject = (reason: string) => {
    if (!rejecting) return;
    const user = rejecting;
    reject.mutate(
      { id: user.id, reason: reason || undefined },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(t('admin.rejectedText', { name: fullName(user), username: user.username }), t('admin.rejected'));
        },
        onError: (error) => toast.error(errorMessage(error, t('admin.rejectFailed'))),
      },
    );
  };

  const reviewButtons = (user: AdminUser) => {
    const busy = (approve.isPending && approve.variables === user.id) || (reject.isPending && rejecting?.id === user.id);
    return (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button size="xs" color="green" onClick={() => setApproving(user)} loading={approve.isPending && approve.variables === user.id} disabled={busy}>
          {t('admin.approve')}
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => setRejecting(user)} disabled={busy}>
          {t('admin.reject')}
        </Button>
      </Group>
    );
  };

  const body = (
    <QueryBoundary query={pending} failed={t('admin.failed')} empty={t('admin.empty')} pick={onlyApplicants}>
      {(applicants) => (
        <>
          {/* Phones get one card per application, so Approve and Reject are never pushed off-screen; wider screens the table. */}
          <Stack gap="sm" hiddenFrom="sm" aria-label={t('admin.pending')}>
            {applicants.map((user) => (
              <Card component="article" key={user.id} withBorder padding="sm" aria-label={`${fullName(user)} (${user.username})`}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {fullName(user)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {user.username} · {user.email}
                    </Text>
                  </Stack>
                  {typeBadge(user)}
                </Group>
                <PendingAccountDetails user={user} />
                <Text size="xs" c="dimmed">
                  {t('admin.joined', { date: dateText(user.date_joined) ?? '' })}
                </Text>
                <Box mt="xs">{reviewButtons(user)}</Box>
              </Card>
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.pending')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.name')}</Table.Th>
                    <Table.Th>{t('admin.type')}</Table.Th>
                    <Table.Th>{t('admin.details')}</Table.Th>
                    <Table.Th>{t('admin.email')}</Table.Th>
                    <Table.Th>{t('admin.joinedColumn')}</Table.Th>
                    <Table.Th aria-label={t('admin.actions')} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {applicants.map((user) => {
                    return (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {fullName(user)}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {user.username}
                          </Text>
                        </Table.Td>
                        <Table.Td>{typeBadge(user)}</Table.Td>
                        <Table.Td>
                          <PendingAccountDetails user={user} />
                        </Table.Td>
                        <Table.Td>
                          {/* An address breaks anywhere rather than widen the table past Reject. */}
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {user.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{dateText(user.date_joined)}</Text>
                        </Table.Td>
                        <Table.Td>{reviewButtons(user)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        </>
      )}
    </QueryBoundary>
  );

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('admin.pending')}
        </Title>
        {users.length > 0 && (
          <Badge variant="filled" color="yellow" aria-label={t('admin.waiting', { count: users.length })}>
            {users.length}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.pendingHint')}
      </Text>
      {body}
      <ConfirmModal
        opened={approving !== null}
        title={t('admin.approveTitle')}
        confirmLabel={t('admin.approve')}
        busy={approve.isPending}
        onClose={() => setApproving(null)}
        onConfirm={() => approving && onApprove(approving)}
      >
        {t('admin.approveBefore')} <strong>{approving && fullName(approving)}</strong> {t('admin.approveAfter', { username: approving?.username ?? '' })}
      </ConfirmModal>
      <RejectModal user={rejecting} busy={reject.isPending} onClose={() => setRejecting(null)} onReject={onReject} />
    </Card>
  );
}
