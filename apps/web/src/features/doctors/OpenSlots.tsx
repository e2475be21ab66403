import { Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { typeLabel } from '../../lib/appointmentView';
import { nairaText, whenText } from '../../lib/format';
import { useOpenSlots } from '../appointments/api';
import { type BookingChoice, BookingModal, type ResumedBooking } from './BookingModal';

function BookButton({ slot, onPick }: { slot: Appointment; onPick: (slot: Appointment) => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" onClick={() => onPick(slot)} aria-label={t('doctors.openSlots.bookAt', { when: whenText(slot.scheduled_at), name: slot.doctor_name })}>
      {t('doctors.openSlots.book')}
    </Button>
  );
}

/** Slots hospitals have opened with their doctors and nobody has booked yet, soonest first, each
 * with its fee; `resumed` is a slot the patient left to top up, open again. */
export function OpenSlots({ resumed }: { resumed?: ResumedBooking | null }) {
  const { t } = useTranslation();
  const slots = useOpenSlots();
  const [picked, setPicked] = useState<BookingChoice | null>(resumed?.draft.choice ?? null);
  const pick = (slot: Appointment) => setPicked({ kind: 'open-slot', slot });

  return (
    <QueryBoundary query={slots} failed={t('doctors.openSlots.failed')}>
      {(list) => (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('doctors.openSlots.intro')}
          </Text>
          {list.length === 0 ? (
            <Text c="dimmed" py="md">
              {t('doctors.openSlots.none')}
            </Text>
          ) : (
            <>
              {/* Phones get one card per slot, so Book is never pushed off-screen; wider screens the table. */}
              <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label={t('doctors.openSlots.list')} p={0} m={0} style={{ listStyle: 'none' }}>
                {list.map((slot) => (
                  <Card component="li" key={slot.id} withBorder padding="sm">
                    <Text size="sm" fw={500}>
                      {whenText(slot.scheduled_at)} · {t('common.minutes', { count: slot.duration_minutes })}
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
                  <Table verticalSpacing="sm" highlightOnHover aria-label={t('doctors.openSlots.list')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('doctors.openSlots.when')}</Table.Th>
                        <Table.Th>{t('doctors.openSlots.doctor')}</Table.Th>
                        <Table.Th>{t('doctors.openSlots.hospital')}</Table.Th>
                        <Table.Th>{t('doctors.openSlots.type')}</Table.Th>
                        <Table.Th>{t('doctors.openSlots.fee')}</Table.Th>
                        <Table.Th aria-label={t('doctors.openSlots.actions')} />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((slot) => (
                        <Table.Tr key={slot.id}>
                          <Table.Td>
                            <Text size="sm" fw={500}>
                              {whenText(slot.scheduled_at)}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {t('common.minutes', { count: slot.duration_minutes })}
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
          <BookingModal choice={picked} onClose={() => setPicked(null)} resumed={resumed} />
        </Stack>
      )}
    </QueryBoundary>
  );
}
