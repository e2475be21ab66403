// The admin's decision on a dispute: take it under review, then resolve it (a full refund of what
// is still refundable, a partial one of an amount in naira, or none) or dismiss it — always with a
// note both parties read, and a confirmation first, since a decision cannot be undone.

import { Button, Card, Group, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DISPUTE_NOTE_MAX, type Dispute, type DisputeOutcome, formatNaira, nairaToKobo } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FormProblem } from '../../forms/FormProblem';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useDismissDispute, useResolveDispute, useReviewDispute } from './api';
import { disputeOutcomeLabel, partialRefundProblem } from './disputeView';

export function DecisionPanel({ dispute: d }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const review = useReviewDispute(d.id);
  const resolve = useResolveDispute(d.id);
  const dismiss = useDismissDispute(d.id);
  const refundable = d.money.refundable > 0;
  const [outcome, setOutcome] = useState<DisputeOutcome>(refundable ? 'refund_full' : 'no_refund');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const [asking, setAsking] = useState<'resolve' | 'dismiss' | null>(null);
  const allowed = new Set(d.allowed_actions);
  if (!allowed.has('resolve') && !allowed.has('dismiss') && !allowed.has('review')) return null;

  const check = (what: 'resolve' | 'dismiss') => {
    // A refusal from an earlier try says nothing about this one.
    resolve.reset();
    dismiss.reset();
    const found: typeof errors = {};
    if (!note.trim()) found.note = t('disputes.admin.noteRequired');
    if (what === 'resolve' && outcome === 'refund_partial') {
      const problem = partialRefundProblem(amount, d.money.refundable);
      if (problem === 'invalid') found.amount = t('disputes.admin.amountInvalid');
      if (problem === 'too_large') found.amount = t('disputes.admin.amountTooLarge', { max: formatNaira(d.money.refundable) });
    }
    setErrors(found);
    if (Object.keys(found).length === 0) setAsking(what);
  };
  const done = (message: string) => () => {
    setAsking(null);
    toast.success(message);
  };
  const confirm = () => {
    if (asking === 'dismiss') return dismiss.mutate(note.trim(), { onSuccess: done(t('disputes.admin.dismissed')), onError: () => setAsking(null) });
    const body = { outcome, note: note.trim(), ...(outcome === 'refund_partial' ? { amount: nairaToKobo(amount) ?? 0 } : {}) };
    resolve.mutate(body, { onSuccess: done(t('disputes.admin.resolved')), onError: () => setAsking(null) });
  };
  const failure = resolve.error ?? dismiss.error ?? review.error;
  // What the confirmation says goes back to the patient.
  const refund = outcome === 'refund_full' ? d.money.refundable : outcome === 'refund_partial' ? (nairaToKobo(amount) ?? 0) : 0;

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('disputes.admin.decide')}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('disputes.admin.decide')}
          </Title>
          {allowed.has('review') && (
            <Button
              variant="light"
              loading={review.isPending}
              onClick={() => review.mutate(undefined, { onSuccess: () => toast.success(t('disputes.admin.reviewed')) })}
            >
              {t('disputes.admin.review')}
            </Button>
          )}
        </Group>
        <Radio.Group label={t('disputes.admin.outcome')} value={outcome} onChange={(v) => setOutcome(v as DisputeOutcome)}>
          <Stack gap="xs" mt="xs">
            <Radio value="refund_full" disabled={!refundable} label={`${disputeOutcomeLabel('refund_full')} (${formatNaira(d.money.refundable)})`} />
            <Radio value="refund_partial" disabled={!refundable} label={disputeOutcomeLabel('refund_partial')} />
            <Radio value="no_refund" label={disputeOutcomeLabel('no_refund')} />
          </Stack>
        </Radio.Group>
        {outcome === 'refund_partial' && (
          <TextInput
            label={t('disputes.admin.amount')}
            description={t('disputes.admin.amountHint', { max: formatNaira(d.money.refundable) })}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amount}
            inputMode="decimal"
            maw={240}
          />
        )}
        <Textarea
          label={t('disputes.admin.note')}
          description={t('disputes.admin.noteHint')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          maxLength={DISPUTE_NOTE_MAX}
          withAsterisk
          autosize
          minRows={3}
        />
        <FormProblem message={failure ? errorMessage(failure, t('disputes.admin.failed')) : null} />
        <Group justify="flex-end">
          <Button variant="light" color="gray" onClick={() => check('dismiss')} disabled={!allowed.has('dismiss')}>
            {t('disputes.admin.dismiss')}
          </Button>
          <Button onClick={() => check('resolve')} disabled={!allowed.has('resolve')}>
            {t('disputes.admin.resolve')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={
          asking === 'dismiss'
            ? t('disputes.admin.confirmDismiss')
            : t('disputes.admin.confirmResolve', { outcome: disputeOutcomeLabel(outcome).toLowerCase() })
        }
        confirmLabel={t('disputes.admin.confirm')}
        busy={resolve.isPending || dismiss.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking === 'resolve' && refund > 0
          ? t('disputes.admin.confirmRefund', { amount: formatNaira(refund), patient: d.patient.name })
          : t('disputes.admin.confirmText')}
      </ConfirmModal>
    </Card>
  );
}
