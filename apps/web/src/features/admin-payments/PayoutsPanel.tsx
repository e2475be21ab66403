// Withdrawal requests: who asked, to which bank account, how much, where it stands; approve (after
// a confirmation: the transfer cannot be called back) or reject with the reason the requester is
// told. Every status can be listed, so the history is here too. The payouts' own admin API.
// A payout to an account in another name than its holder's is flagged on its row, and approving
// it asks for an explicit override with a reason (kept in the audit trail) instead of the plain confirmation.
// Every column fits an admin's 1280 px screen (words wrap, the status badge grows a line); on a
// phone each payout is a card.

import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type AdminPayout, koboToNaira, PAYOUT_STATUSES, type PayoutStatus } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FormActions } from '../../components/FormActions';
import { AdminQueue, type QueueNotice } from '../../components/queue/AdminQueue';
import { option } from '../../components/queue/queueFilters';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import type { StackedColumn } from '../../components/StackedTable';
import { WRAPPING_BADGE } from '../../components/wrappingBadge';
import { errorMessage } from '../../lib/errors';
import { nairaText, whenText } from '../../lib/format';
import { useAdminPayouts, useApprovePayout, useRejectPayout } from './api';
import { ADMIN_PAYMENTS_PAGE_SIZE } from './filters';

const STATUS_COLOURS: Record<PayoutStatus, string> = { requested: 'yellow', approved: 'blue', paid: 'green', failed: 'red', rejected: 'gray' };

function RejectModal({ payout, onClose, onDone }: { payout: AdminPayout | null; onClose: () => void; onDone: (p: AdminPayout) => void }) {
  const { t } = useTranslation();
  const reject = useRejectPayout();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    reject.reset();
    onClose();
  };
  return (
    <Modal opened={payout !== null} onClose={close} title={t('adminPayments.payouts.rejectTitle')} centered>
      {payout && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setMissing(true);
            reject.mutate(
              { id: payout.id, reason: reason.trim() },
              {
                onSuccess: (p) => {
                  onDone(p);
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <Text size="sm">{t('adminPayments.payouts.rejectText', { amount: payout.amount_formatted, name: payout.requester.name })}</Text>
            <Textarea
              label={t('adminPayments.payouts.rejectReason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('adminPayments.payouts.rejectReasonRequired') : null}
              maxLength={500}
              autosize
              minRows={2}
              withAsterisk
              data-autofocus
            />
            {reject.isError && (
              <Alert color="red" role="alert">
                {errorMessage(reject.error, t('adminPayments.payouts.failed'))}
              </Alert>
            )}
            <FormActions
              busy={reject.isPending}
              cancelLabel={t('adminPayments.payouts.cancel')}
              onCancel={close}
              submitLabel={t('adminPayments.payouts.reject')}
              danger
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function OverrideModal({ payout, onClose, onDone }: { payout: AdminPayout | null; onClose: () => void; onDone: (p: AdminPayout) => void }) {
  const { t } = useTranslation();
  const approve = useApprovePayout();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    approve.reset();
    onClose();
  };
  const mismatch = payout?.name_mismatch;
  return (
    <Modal opened={payout !== null} onClose={close} title={t('adminPayments.payouts.overrideTitle')} centered>
      {payout && mismatch && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setMissing(true);
            approve.mutate(
              { id: payout.id, override: { reason: reason.trim() } },
              {
                onSuccess: () => {
                  onDone(payout);
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <Text size="sm">
              {t('adminPayments.payouts.overrideText', {
                bank: payout.bank.bank_name,
                account: payout.bank.account_number,
                resolved: mismatch.resolved_name,
                holder: mismatch.holder_name,
                amount: payout.amount_formatted,
              })}
            </Text>
            <Textarea
              label={t('adminPayments.payouts.overrideReason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('adminPayments.payouts.overrideReasonRequired') : null}
              maxLength={500}
              autosize
              minRows={2}
              withAsterisk
              data-autofocus
            />
            {approve.isError && (
              <Alert color="red" role="alert">
                {errorMessage(approve.error, t('adminPayments.payouts.failed'))}
              </Alert>
            )}
            <FormActions
              busy={approve.isPending}
              cancelLabel={t('adminPayments.payouts.cancel')}
              onCancel={close}
              submitLabel={t('adminPayments.payouts.override')}
              danger
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function Requester({ p }: { p: AdminPayout }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {p.requester.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`adminPayments.payouts.roles.${p.requester.user_type}`)} · #{p.id}
      </Text>
    </div>
  );
}

function BankAccount({ p }: { p: AdminPayout }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm">{p.bank.bank_name}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {p.bank.account_number} · {p.bank.account_name}
      </Text>
      {p.name_mismatch && (
        <Text size="xs" c="red.9" fw={600} data-testid="admin-payout-name-mismatch">
          {t('adminPayments.payouts.nameMismatch', { resolved: p.name_mismatch.resolved_name, holder: p.name_mismatch.holder_name })}
        </Text>
      )}
    </div>
  );
}

function Standing({ p }: { p: AdminPayout }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLOURS[p.status]} variant="light" styles={WRAPPING_BADGE} data-testid="admin-payout-status">
        {t(`adminPayments.payouts.statuses.${p.status}`)}
      </Badge>
      {p.reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('adminPayments.payouts.reason')}: {p.reason}
        </Text>
      )}
      {p.needs_review && (
        <Text size="xs" c="red">
          {t('adminPayments.payouts.needsReview', { what: p.needs_review })}
        </Text>
      )}
      {p.requester_debt > 0 && (
        <Text size="xs" c="red.9" data-testid="admin-payout-debt">
          {t('adminPayments.payouts.requesterDebt', { amount: nairaText(koboToNaira(p.requester_debt)) ?? '' })}
        </Text>
      )}
    </Stack>
  );
}

interface Decide {
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and Reject where the payout's status allows them; side by side, or one under the other when the column is narrow. */
function Actions({ p, onApprove, onReject }: { p: AdminPayout } & Decide) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {p.allowed_actions.includes('approve') && (
        <Button size="xs" onClick={onApprove} aria-label={`${t('adminPayments.payouts.approve')} #${p.id}`}>
          {t('adminPayments.payouts.approve')}
        </Button>
      )}
      {p.allowed_actions.includes('reject') && (
        <Button size="xs" color="red" variant="light" onClick={onReject} aria-label={`${t('adminPayments.payouts.reject')} #${p.id}`}>
          {t('adminPayments.payouts.reject')}
        </Button>
      )}
    </Group>
  );
}

/** On a phone, one payout a card: every field of the row, one under the other, and both actions. */
function PayoutCard({ p, ...decide }: { p: AdminPayout } & Decide) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder padding="sm" aria-label={t('adminPayments.payouts.card', { id: p.id })} data-testid="admin-payout-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Requester p={p} />
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {p.amount_formatted}
          </Text>
        </Group>
        <BankAccount p={p} />
        <Standing p={p} />
        <Text size="xs" c="dimmed">
          {t('adminPayments.payouts.asked')}: {whenText(p.created_at)}
        </Text>
        <Actions p={p} {...decide} />
      </Stack>
    </Card>
  );
}

const FILTERS = { status: option('status', PAYOUT_STATUSES, 'requested') };

export function PayoutsPanel() {
  const { t } = useTranslation();
  const q = useQueueFilters(FILTERS);
  const list = useAdminPayouts(q.filter.status, q.filter.page);
  const approve = useApprovePayout();
  const [approving, setApproving] = useState<AdminPayout | null>(null);
  const [overriding, setOverriding] = useState<AdminPayout | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayout | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  // A payout to an account in another name asks for an override with a reason, not the plain confirmation.
  const decide = (p: AdminPayout): Decide => ({ onApprove: () => (p.name_mismatch ? setOverriding(p) : setApproving(p)), onReject: () => setRejecting(p) });
  const columns: StackedColumn<AdminPayout>[] = [
    { label: t('adminPayments.payouts.requester'), value: (p) => <Requester p={p} /> },
    { label: t('adminPayments.payouts.bank'), value: (p) => <BankAccount p={p} /> },
    { label: t('adminPayments.payouts.amount'), td: { fw: 600, style: { whiteSpace: 'nowrap' } }, value: (p) => p.amount_formatted },
    { label: t('adminPayments.payouts.status'), value: (p) => <Standing p={p} /> },
    { label: t('adminPayments.payouts.asked'), value: (p) => whenText(p.created_at) },
    { label: t('adminPayments.payouts.actions'), value: (p) => <Actions p={p} {...decide(p)} /> },
  ];

  return (
    <AdminQueue
      label={t('adminPayments.payouts.label')}
      controls={q.controls}
      filters={
        <Select
          label={t('adminPayments.payouts.status')}
          placeholder={t('adminPayments.payouts.anyStatus')}
          data={PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`adminPayments.payouts.statuses.${s}`) }))}
          {...q.select('status')}
          clearable
          w={240}
        />
      }
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      query={list}
      pageSize={ADMIN_PAYMENTS_PAGE_SIZE}
      failed={t('adminPayments.payouts.failed')}
      // "With this status" while a status is chosen, the default's included.
      empty={q.filter.status ? t('adminPayments.payouts.empty') : t('adminPayments.payouts.none')}
      count={(count) => t('adminPayments.count', { count })}
      pagesLabel={t('adminPayments.pages')}
      columns={columns}
      // Phones get one card per payout, so no field or action is pushed off-screen; wider screens the table.
      card={(p) => <PayoutCard p={p} {...decide(p)} />}
      rowKey={(p) => p.id}
      rowTestId="admin-payout"
      minWidth={720}
    >
      <ConfirmModal
        opened={approving !== null}
        title={t('adminPayments.payouts.confirmApproveTitle')}
        confirmLabel={t('adminPayments.payouts.approve')}
        busy={approve.isPending}
        cancelLabel={t('adminPayments.payouts.cancel')}
        onClose={() => setApproving(null)}
        onConfirm={() => {
          const p = approving;
          if (!p) return;
          approve.mutate(
            { id: p.id },
            {
              onSuccess: () => setNotice({ ok: true, text: t('adminPayments.payouts.approved', { amount: p.amount_formatted, name: p.requester.name }) }),
              onError: (error) => setNotice({ ok: false, text: errorMessage(error, t('adminPayments.payouts.failed')) }),
              onSettled: () => setApproving(null),
            },
          );
        }}
      >
        {approving &&
          t('adminPayments.payouts.confirmApprove', {
            amount: approving.amount_formatted,
            bank: approving.bank.bank_name,
            account: approving.bank.account_number,
            accountName: approving.bank.account_name,
            name: approving.requester.name,
          })}
      </ConfirmModal>
      <OverrideModal
        payout={overriding}
        onClose={() => setOverriding(null)}
        onDone={(p) => setNotice({ ok: true, text: t('adminPayments.payouts.approved', { amount: p.amount_formatted, name: p.requester.name }) })}
      />
      <RejectModal
        payout={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(p) => setNotice({ ok: true, text: t('adminPayments.payouts.rejectedNotice', { amount: p.amount_formatted, name: p.requester.name }) })}
      />
    </AdminQueue>
  );
}
