import { Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { APPOINTMENT_TYPES, type Appointment, type AppointmentType, type DoctorListing, REASON_MAX_LENGTH, type Slot } from '@naijacare/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { typeLabel } from '../../lib/appointmentView';
import { errorMessage } from '../../lib/errors';
import { nairaText, whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { useBookOpenSlot, useRequestAppointment } from '../appointments/api';
import { type TopUpReturn, TopUpStatus } from '../wallet';
import { BookingFunds } from './BookingFunds';
import type { BookingDraft, DirectoryFilters } from './bookingDraft';
import { feeOf, missingOf } from './bookingMoney';

/**
 * What is being booked: a doctor's free slot, which becomes a request the doctor approves,
 * or a hospital's open slot, which is confirmed at once and already has its type and fee.
 */
export type BookingChoice = { kind: 'request'; doctor: DoctorListing; slot: Slot } | { kind: 'open-slot'; slot: Appointment };

/** A booking reopened on coming back from a top-up: what the patient had chosen and typed, and the
 * top-up being verified (whose state changes as it is checked; the rest stays as it was left). */
export interface ResumedBooking {
  draft: Pick<BookingDraft, 'choice' | 'type' | 'reason' | 'filters'>;
  returned: TopUpReturn;
}

/** The words and parts that differ between the two kinds; the form around them is one. */
function wordingOf(choice: BookingChoice, t: TFunction) {
  if (choice.kind === 'request')
    return {
      title: t('doctors.booking.requestTitle'),
      who: choice.doctor.full_name,
      about: (
        <>
          {choice.doctor.specialization} · {nairaText(choice.doctor.consultation_fee)}
        </>
      ),
      when: <>{t('doctors.booking.requestWhen', { when: whenText(choice.slot.start), minutes: choice.slot.duration_minutes })}</>,
      reasonHint: t('doctors.booking.requestHint'),
      reasonRows: 3,
      submitLabel: t('doctors.booking.requestSubmit'),
    };
  const { slot } = choice;
  return {
    title: t('doctors.booking.slotTitle'),
    who: slot.doctor_name,
    about: (
      <>
        {slot.doctor_specialization} · {slot.hospital_name}
      </>
    ),
    when: (
      <>
        {whenText(slot.scheduled_at)} · {typeLabel(slot.appointment_type)} · {nairaText(slot.fee)}
      </>
    ),
    reasonHint: t('doctors.booking.slotHint'),
    reasonRows: 2,
    submitLabel: t('doctors.booking.slotSubmit'),
  };
}

/** Book a slot: the kind of consultation (for a doctor's free slot), the reason for the visit, and
 * the fee against the wallet's balance, with a top-up when it is short. `resumed` is the booking
 * that was open when the patient left to top up: shown with their choices while it is the choice. */
export function BookingModal({
  choice,
  onClose,
  resumed,
  filters,
}: {
  choice: BookingChoice | null;
  onClose: () => void;
  resumed?: ResumedBooking | null;
  /** The list's filters, kept with the booking when the patient leaves to top up. */
  filters?: DirectoryFilters;
}) {
  const { t } = useTranslation();
  const request = useRequestAppointment();
  const book = useBookOpenSlot();
  const [type, setType] = useState<AppointmentType>('video');
  const [reason, setReason] = useState('');
  const { reset: resetRequest } = request;
  const { reset: resetBook } = book;
  const resuming = resumed && choice === resumed.draft.choice ? resumed : null;
  const draft = resuming?.draft;
  useEffect(() => {
    if (choice) {
      setType(draft?.type ?? 'video');
      setReason(draft?.reason ?? '');
      resetRequest();
      resetBook();
    }
  }, [choice, draft, resetRequest, resetBook]);

  const sending = choice?.kind === 'open-slot' ? book : request;
  // A refusal for want of money is shown as the top-up it calls for, not as an error line.
  const missing = missingOf(sending.error);
  const refused = missing === null ? null : { missing, at: sending.submittedAt };
  const submit = () => {
    if (!choice) return;
    const text = reason.trim();
    if (choice.kind === 'request')
      request.mutate(
        { doctor: choice.doctor.id, scheduled_at: choice.slot.start, appointment_type: type, reason: text },
        {
          onSuccess: (booked) => {
            toast.success(
              t('doctors.booking.requestedText', { name: choice.doctor.full_name, when: whenText(booked.scheduled_at) }),
              t('doctors.booking.requested'),
            );
            onClose();
          },
        },
      );
    else
      book.mutate(
        { id: choice.slot.id, reason: text || undefined },
        {
          onSuccess: (booked) => {
            toast.success(t('doctors.booking.bookedText', { name: booked.doctor_name, when: whenText(booked.scheduled_at) }), t('doctors.booking.booked'));
            onClose();
          },
        },
      );
  };

  const wording = choice && wordingOf(choice, t);
  // The last choice keeps naming the dialog while it fades out after closing; without it the
  // dialog would be, for that moment, a dialog without a name.
  const [lastChoice, setLastChoice] = useState(choice);
  if (choice && choice !== lastChoice) setLastChoice(choice);
  const named = choice ?? lastChoice;
  const title = named ? wordingOf(named, t).title : undefined;
  return (
    <Modal opened={choice !== null} onClose={onClose} title={title} centered>
      {choice && wording && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            {resuming && <TopUpStatus returned={resuming.returned} />}
            <div>
              <Text fw={600}>{wording.who}</Text>
              <Text size="sm" c="dimmed">
                {wording.about}
              </Text>
              <Text size="sm" mt={4}>
                {wording.when}
              </Text>
            </div>
            {choice.kind === 'request' && (
              <Radio.Group label={t('doctors.booking.type')} value={type} onChange={(value) => setType(value as AppointmentType)} required>
                <Group mt="xs" gap="md">
                  {APPOINTMENT_TYPES.map((type) => (
                    <Radio key={type.code} value={type.code} label={typeLabel(type.code)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
            <Textarea
              label={t('doctors.booking.reason')}
              description={wording.reasonHint}
              autosize
              minRows={wording.reasonRows}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <BookingFunds fee={feeOf(choice)} refused={refused} draft={() => ({ choice, type, reason, filters })} />
            <FormActions
              error={sending.error && missing === null ? errorMessage(sending.error, t('common.somethingWrong')) : null}
              busy={sending.isPending}
              cancelLabel={t('common.back')}
              onCancel={onClose}
              submitLabel={wording.submitLabel}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
