import { Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { APPOINTMENT_TYPES, type AppointmentType, type DoctorListing, formatLagos, REASON_MAX_LENGTH, type Slot } from '@naijacare/contracts';
import { useEffect, useState } from 'react';
import { FormActions } from '../../components/FormActions';
import { useScreenState } from '../../hooks/useScreenState';
import { nairaText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { useRequestAppointment } from '../appointments/api';

export interface SlotChoice {
  doctor: DoctorListing;
  slot: Slot;
}

/** Request a doctor's free slot: the kind of consultation and the reason; it waits for the doctor's approval. */
export function BookingModal({ choice, onClose }: { choice: SlotChoice | null; onClose: () => void }) {
  const request = useRequestAppointment();
  const screen = useScreenState();
  const [type, setType] = useState<AppointmentType>('video');
  const [reason, setReason] = useState('');
  const { reset } = screen;
  useEffect(() => {
    if (choice) {
      setType('video');
      setReason('');
      reset();
    }
  }, [choice, reset]);

  const submit = async () => {
    if (!choice) return;
    const booked = await screen.run('submitting', () =>
      request.mutateAsync({ doctor: choice.doctor.id, scheduled_at: choice.slot.start, appointment_type: type, reason: reason.trim() }),
    );
    if (booked) {
      toast.success(`${choice.doctor.full_name}, ${formatLagos(booked.scheduled_at)}. It is pending until the doctor approves it.`, 'Appointment requested');
      onClose();
    }
  };

  return (
    <Modal opened={choice !== null} onClose={onClose} title="Book an appointment" centered>
      {choice && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <div>
              <Text fw={600}>{choice.doctor.full_name}</Text>
              <Text size="sm" c="dimmed">
                {choice.doctor.specialization} · {nairaText(choice.doctor.consultation_fee)}
              </Text>
              <Text size="sm" mt={4}>
                {formatLagos(choice.slot.start)} ({choice.slot.duration_minutes} minutes, Lagos time)
              </Text>
            </div>
            <Radio.Group label="Type of consultation" value={type} onChange={(value) => setType(value as AppointmentType)} required>
              <Group mt="xs" gap="md">
                {APPOINTMENT_TYPES.map((t) => (
                  <Radio key={t.code} value={t.code} label={t.label} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label="Reason for the visit"
              description="Helps the doctor prepare. Only the doctor sees it."
              autosize
              minRows={3}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <FormActions error={screen.error} busy={screen.submitting} cancelLabel="Back" onCancel={onClose} submitLabel="Request appointment" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
