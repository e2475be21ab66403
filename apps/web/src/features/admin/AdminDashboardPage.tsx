import { Badge, Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorMessage } from '../../lib/errors';
import { dateText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { type AdminUser, useAdminUsers, useApproveUser, useRejectUser } from './api';
import { PendingAccountDetails } from './PendingAccountDetails';
import { RejectModal } from './RejectModal';

const TYPE_LABELS: Record<string, string> = { doctor: 'Doctor', hospital: 'Hospital', patient: 'Patient', admin: 'Admin' };
const fullName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim();
// Only doctors and hospitals wait for approval.
const onlyApplicants = (users: AdminUser[]) => users.filter((u) => u.user_type === 'doctor' || u.user_type === 'hospital');

function typeBadge(user: AdminUser) {
  return (
    <Badge variant="light" color={user.user_type === 'doctor' ? 'blue' : 'grape'} style={{ flexShrink: 0 }}>
      {TYPE_LABELS[user.user_type]}
    </Badge>
  );
}

function PendingApprovals() {
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
        toast.success(`${fullName(user)} (${user.username}) can now sign in.`, 'Account approved');
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not approve the account.')),
    });

  const onReject = (reason: string) => {
    if (!rejecting) return;
    const user = rejecting;
    reject.mutate(
      { id: user.id, reason: reason || undefined },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(`The application of ${fullName(user)} (${user.username}) was rejected.`, 'Account rejected');
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not reject the account.')),
      },
    );
  };

  const reviewButtons = (user: AdminUser) => {
    const busy = (approve.isPending && approve.variables === user.id) || (reject.isPending && rejecting?.id === user.id);
    return (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button size="xs" color="green" onClick={() => setApproving(user)} loading={approve.isPending && approve.variables === user.id} disabled={busy}>
          Approve
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => setRejecting(user)} disabled={busy}>
          Reject
        </Button>
      </Group>
    );
  };

  const body = (
    <QueryBoundary
      query={pending}
      failed="Could not load the accounts waiting for approval."
      empty="No accounts are waiting for approval."
      pick={onlyApplicants}
    >
      {(applicants) => (
        <>
          {/* Phones get one card per application, so Approve and Reject are never pushed off-screen; wider screens the table. */}
          <Stack gap="sm" hiddenFrom="sm" aria-label="Pending approvals">
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
                  Joined {dateText(user.date_joined)}
                </Text>
                <Box mt="xs">{reviewButtons(user)}</Box>
              </Card>
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Pending approvals">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Details</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th aria-label="Actions" />
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
                          <Text size="xs" c="dimmed">
                            {user.username}
                          </Text>
                        </Table.Td>
                        <Table.Td>{typeBadge(user)}</Table.Td>
                        <Table.Td>
                          <PendingAccountDetails user={user} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{user.email}</Text>
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
          Pending approvals
        </Title>
        {users.length > 0 && (
          <Badge variant="filled" color="yellow" aria-label={`${users.length} waiting`}>
            {users.length}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Doctors and hospitals cannot sign in until their application is approved.
      </Text>
      {body}
      <ConfirmModal
        opened={approving !== null}
        title="Approve application"
        confirmLabel="Approve"
        busy={approve.isPending}
        onClose={() => setApproving(null)}
        onConfirm={() => approving && onApprove(approving)}
      >
        Approve the application of <strong>{approving && fullName(approving)}</strong> ({approving?.username})? They will be able to sign in and patients will
        see them.
      </ConfirmModal>
      <RejectModal user={rejecting} busy={reject.isPending} onClose={() => setRejecting(null)} onReject={onReject} />
    </Card>
  );
}

export function AdminDashboardPage() {
  return (
    <Stack maw={1200}>
      <PageHeader title="Admin Dashboard" description="Review applications from doctors and hospitals." />
      <PendingApprovals />
    </Stack>
  );
}
