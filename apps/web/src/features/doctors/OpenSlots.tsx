import { Alert, Box, Button, Card, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { type Appointment, formatLagos, REASON_MAX_LENGTH } from '@naijacare/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormActions } from '../../components/FormActions';
import { useScreenState } from '../../hooks/useScreenState';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { PageLoader } from '../../shell/PageLoader';
import { toast } from '../../shell/toasts';
import { useBookOpenSlot, useOpenSlots } from '../appointments/api';
import { typeLabel } from '../appointments/appointmentView';

/** Confirm taking a hospital's open slot, with an optional reason. */
function BookSlotModal({ slot, onClose }: { slot: Appointment | null; onClose: () => void }) {
  const book = useBookOpenSlot();
  const screen = useScreenState();
  const [reason, setReason] = useState('');
  const { reset } = screen;
  useEffect(() => {
    if (slot) {
      setReason('');
      reset();
    }
  }, [slot, reset]);

  const submit = async () => {
    if (!slot) return;
    const booked = await screen.run('submitting', () => book.mutateAsync({ id: slot.id, reason: reason.trim() || undefined }));
    if (booked) {
      toast.success(`${booked.doctor_name}, ${formatLagos(booked.scheduled_at)}. You will find it in your appointments.`, 'Slot booked');
      onClose();
    }
  };

  return (
    <Modal opened={slot !== null} onClose={onClose} title="Book this open slot" centered>
      {slot && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <div>
              <Text fw={600}>{slot.doctor_name}</Text>
              <Text size="sm" c="dimmed">
                {slot.doctor_specialization} · {slot.hospital_name}
              </Text>
              <Text size="sm" mt={4}>
                {formatLagos(slot.scheduled_at)} · {typeLabel(slot.appointment_type)} · {nairaText(slot.fee)}
              </Text>
            </div>
            <Textarea
              label="Reason for the visit"
              description="Optional. Helps the doctor prepare."
              autosize
              minRows={2}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <FormActions error={screen.error} busy={screen.submitting} cancelLabel="Back" onCancel={onClose} submitLabel="Book slot" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function BookButton({ slot, onPick }: { slot: Appointment; onPick: (slot: Appointment) => void }) {
  return (
    <Button size="xs" onClick={() => onPick(slot)} aria-label={`Book ${formatLagos(slot.scheduled_at)} with ${slot.doctor_name}`}>
      Book
    </Button>
  );
}

/** Slots hospitals have opened with their doctors and nobody has booked yet, soonest first. */
export function OpenSlots() {
  const slots = useOpenSlots();
  const [picked, setPicked] = useState<Appointment | null>(null);

  if (slots.isPending) return <PageLoader />;
  if (slots.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(slots.error, 'Could not load the open slots.')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => slots.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Hospitals publish these times with their doctors. Booking one confirms it at once; no approval is needed.
      </Text>
      {slots.data.length === 0 ? (
        <Text c="dimmed" py="md">
          No open slots right now. Check again later, or book a doctor’s free slot.
        </Text>
      ) : (
        <>
          {/* Phones get one card per slot, so Book is never pushed off-screen; wider screens the table. */}
          <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label="Hospital open slots" p={0} m={0} style={{ listStyle: 'none' }}>
            {slots.data.map((slot) => (
              <Card component="li" key={slot.id} withBorder padding="sm">
                <Text size="sm" fw={500}>
                  {formatLagos(slot.scheduled_at)} · {slot.duration_minutes} minutes
                </Text>
                <Text size="sm">
                  {slot.doctor_name}, {slot.doctor_specialization}
                </Text>
                <Text size="sm" c="dimmed">
                  {slot.hospital_name} · {typeLabel(slot.appointment_type)} · {nairaText(slot.fee)}
                </Text>
                <Group justify="flex-end" mt="xs">
                  <BookButton slot={slot} onPick={setPicked} />
                </Group>
              </Card>
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Hospital open slots">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date and time (Lagos)</Table.Th>
                    <Table.Th>Doctor</Table.Th>
                    <Table.Th>Hospital</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Fee</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {slots.data.map((slot) => (
                    <Table.Tr key={slot.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {formatLagos(slot.scheduled_at)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {slot.duration_minutes} minutes
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{slot.doctor_name}</Text>
                        <Text size="xs" c="dimmed">
                          {slot.doctor_specialization}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{slot.hospital_name}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{typeLabel(slot.appointment_type)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{nairaText(slot.fee)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <BookButton slot={slot} onPick={setPicked} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        </>
      )}
      <BookSlotModal slot={picked} onClose={() => setPicked(null)} />
    </Stack>
  );
}
