import { Button, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryBoundary } from '../../components/QueryBoundary';
import { typeLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { useHospitalOpenSlots, useWithdrawSlot } from './api';

/** Asks before withdrawing a slot; patients no longer see it once withdrawn. */
export function WithdrawSlotModal({ slot, onClose }: { slot: Appointment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawSlot();
  return (
    <ConfirmModal
      opened={slot !== null}
      title={t('hospitalBooking.withdrawTitle')}
      confirmLabel={t('hospitalBooking.withdraw')}
      cancelLabel={t('hospitalBooking.keepSlot')}
      busy={withdraw.isPending}
      danger
      onClose={onClose}
      onConfirm={() => slot && withdraw.mutate(slot, { onSettled: onClose })}
    >
      {slot ? t('hospitalBooking.withdrawConfirm', { doctor: slot.doctor_name, when: whenText(slot.scheduled_at) }) : ''}
    </ConfirmModal>
  );
}

/** The hospital's own future slots nobody has booked yet, soonest first, each with Withdraw. */
export function UnbookedSlots({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation();
  const slots = useHospitalOpenSlots(hospitalId);
  const [withdrawing, setWithdrawing] = useState<Appointment | null>(null);

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="xs">
        {t('hospitalBooking.unbookedTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('hospitalBooking.unbookedHint')}
      </Text>
      <QueryBoundary query={slots} failed={t('hospitalBooking.slotsFailed')} empty={t('hospitalBooking.noSlots')}>
        {(list) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" highlightOnHover aria-label={t('hospitalBooking.unbookedTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hospitalBooking.when')}</Table.Th>
                  <Table.Th>{t('hospitalBooking.doctor')}</Table.Th>
                  <Table.Th>{t('hospitalBooking.type')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('hospitalBooking.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((slot) => (
                  <Table.Tr key={slot.id}>
                    <Table.Td>{whenText(slot.scheduled_at)}</Table.Td>
                    <Table.Td>{slot.doctor_name}</Table.Td>
                    <Table.Td>
                      {typeLabel(slot.appointment_type)} · {t('appointments.durationMin', { minutes: slot.duration_minutes })}
                    </Table.Td>
                    <Table.Td>
                      {slot.allowed_actions.includes('withdraw') && (
                        <Button
                          size="xs"
                          color="red"
                          variant="subtle"
                          aria-label={t('hospitalBooking.withdrawLabel', { when: whenText(slot.scheduled_at), doctor: slot.doctor_name })}
                          onClick={() => setWithdrawing(slot)}
                        >
                          {t('hospitalBooking.withdraw')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryBoundary>
      <WithdrawSlotModal slot={withdrawing} onClose={() => setWithdrawing(null)} />
    </Card>
  );
}
