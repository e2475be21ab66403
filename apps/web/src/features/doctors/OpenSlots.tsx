import { Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { type Appointment, formatLagos } from '@naijacare/contracts';
import { useState } from 'react';
import { QueryBoundary } from '../../components/QueryBoundary';
import { nairaText } from '../../lib/format';
import { useOpenSlots } from '../appointments/api';
import { typeLabel } from '../appointments/appointmentView';
import { type BookingChoice, BookingModal } from './BookingModal';

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
  const [picked, setPicked] = useState<BookingChoice | null>(null);
  const pick = (slot: Appointment) => setPicked({ kind: 'open-slot', slot });

  return (
    <QueryBoundary query={slots} failed="Could not load the open slots.">
      {(list) => (
        <Stack>
          <Text size="sm" c="dimmed">
            Hospitals publish these times with their doctors. Booking one confirms it at once; no approval is needed.
          </Text>
          {list.length === 0 ? (
            <Text c="dimmed" py="md">
              No open slots right now. Check again later, or book a doctor’s free slot.
            </Text>
          ) : (
            <>
              {/* Phones get one card per slot, so Book is never pushed off-screen; wider screens the table. */}
              <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label="Hospital open slots" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.map((slot) => (
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
                      <BookButton slot={slot} onPick={pick} />
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
                      {list.map((slot) => (
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
                            <BookButton slot={slot} onPick={pick} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Box>
            </>
          )}
          <BookingModal choice={picked} onClose={() => setPicked(null)} />
        </Stack>
      )}
    </QueryBoundary>
  );
}
