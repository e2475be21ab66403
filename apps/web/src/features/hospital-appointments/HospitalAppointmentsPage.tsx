import { Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '@naijacare/contracts';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { type StackedColumn, StackedTable } from '../../components/StackedTable';
import { appointmentStatusColor, appointmentStatusLabel, closingReasonOf, typeLabel } from '../../lib/appointmentView';
import { isReversedRange } from '../../lib/dateRange';
import { whenText } from '../../lib/format';
import { AppointmentActions } from '../appointments';
import { WithdrawSlotModal } from '../hospital-booking';
import { useAffiliatedDoctors } from '../hospital-booking/api';
import { firstPage, type HospitalAppointmentFilter, useHospitalAppointments } from './api';
import { isWithdrawnSlot, patientCellKey } from './hospitalView';

function StatusCell({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const withdrawn = isWithdrawnSlot(a);
  const closing = withdrawn ? null : closingReasonOf(a);
  return (
    <Stack gap={2}>
      <Badge color={withdrawn ? 'gray' : appointmentStatusColor(a.status)} variant="light">
        {withdrawn ? t('hospitalAppointments.withdrawn') : appointmentStatusLabel(a.status)}
      </Badge>
      {closing && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {closing.label}: {closing.text}
        </Text>
      )}
    </Stack>
  );
}

/** The hospital's appointments as columns: a table on a wide screen, a card each on a phone. */
function appointmentColumns(t: TFunction, onWithdraw: (a: Appointment) => void): StackedColumn<Appointment>[] {
  return [
    {
      label: t('hospitalAppointments.when'),
      // One line in the table; a card on a phone is too narrow for the date and time together.
      value: (a, inCard) => (
        <>
          <Text size="sm" fw={500} style={inCard ? undefined : { whiteSpace: 'nowrap' }}>
            {whenText(a.scheduled_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {a.hospital_name ?? t('hospitalAppointments.doctorsOwn')}
          </Text>
        </>
      ),
    },
    {
      label: t('hospitalAppointments.patient'),
      value: (a) =>
        a.patient_name ?? (
          <Text span size="sm" c="dimmed">
            {t(patientCellKey(a))}
          </Text>
        ),
    },
    { label: t('hospitalAppointments.doctor'), value: (a) => a.doctor_name },
    {
      label: t('hospitalAppointments.type'),
      value: (a) => `${typeLabel(a.appointment_type)} · ${t('appointments.durationMin', { minutes: a.duration_minutes })}`,
    },
    { label: t('hospitalAppointments.status'), value: (a) => <StatusCell appointment={a} /> },
    {
      label: t('hospitalAppointments.actions'),
      controls: true,
      value: (a) => (
        <Group gap="xs" wrap="wrap">
          <AppointmentActions appointment={a} sessionLink={false} />
          {a.allowed_actions.includes('withdraw') && (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              aria-label={t('hospitalBooking.withdrawLabel', { when: whenText(a.scheduled_at), doctor: a.doctor_name })}
              onClick={() => onWithdraw(a)}
            >
              {t('hospitalBooking.withdraw')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}

/** /hospital-appointments: the hospital's slots and its affiliated doctors' appointments, filtered, a page at a time. */
export function HospitalAppointmentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const hospital = session ? hospitalProfileOf(session) : null;
  const [filter, setFilter] = useState<HospitalAppointmentFilter>(firstPage);
  const list = useHospitalAppointments(filter);
  const doctors = useAffiliatedDoctors(hospital?.id ?? 0);
  const [withdrawing, setWithdrawing] = useState<Appointment | null>(null);
  if (!hospital) return null;

  // A new filter starts again at the first page.
  const set = (changes: Partial<HospitalAppointmentFilter>) => setFilter((f) => ({ ...f, ...changes, page: 'page' in changes ? (changes.page ?? 1) : 1 }));
  const reversed = isReversedRange(filter.dateFrom, filter.dateTo);
  const filtered = filter.status !== null || filter.doctor !== null || filter.dateFrom !== '' || filter.dateTo !== '';

  return (
    <Stack maw={1200}>
      <PageHeader
        title={t('hospitalAppointments.title')}
        description={t('hospitalAppointments.description')}
        actions={
          <Button component={Link} to="/hospital-booking" leftSection={<IconCalendarPlus size={16} />}>
            {t('hospitalAppointments.publish')}
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <Select
            label={t('hospitalAppointments.status')}
            placeholder={t('hospitalAppointments.anyStatus')}
            data={APPOINTMENT_STATUSES.map((s) => ({ value: s.code, label: appointmentStatusLabel(s.code) }))}
            value={filter.status}
            onChange={(status) => set({ status: status as AppointmentStatus | null })}
            clearable
            w={180}
          />
          <Select
            label={t('hospitalAppointments.doctor')}
            placeholder={t('hospitalAppointments.anyDoctor')}
            data={(doctors.data ?? []).map((d) => ({ value: String(d.id), label: d.full_name }))}
            value={filter.doctor}
            onChange={(doctor) => set({ doctor })}
            searchable
            clearable
            w={240}
          />
          <TextInput type="date" label={t('hospitalAppointments.from')} value={filter.dateFrom} onChange={(e) => set({ dateFrom: e.currentTarget.value })} />
          <TextInput
            type="date"
            label={t('hospitalAppointments.to')}
            value={filter.dateTo}
            onChange={(e) => set({ dateTo: e.currentTarget.value })}
            error={reversed ? t('hospitalAppointments.toBeforeFrom') : undefined}
          />
          {filtered && (
            <Button variant="subtle" onClick={() => setFilter(firstPage())}>
              {t('hospitalAppointments.clear')}
            </Button>
          )}
        </Group>
        {reversed ? null : (
          <QueryBoundary
            query={list}
            failed={t('hospitalAppointments.failed')}
            empty={filtered ? t('hospitalAppointments.noneMatch') : t('hospitalAppointments.none')}
            pick={(p) => p.rows}
          >
            {(rows) => (
              <StackedTable
                label={t('hospitalAppointments.tableLabel')}
                rows={rows}
                columns={appointmentColumns(t, setWithdrawing)}
                rowKey={(a) => a.id}
                minWidth={900}
                rowTestId="hospital-appointment"
                table={{ highlightOnHover: true }}
              />
            )}
          </QueryBoundary>
        )}
        {(filter.page > 1 || list.data?.hasNext) && (
          <Group justify="space-between" mt="md">
            <Button variant="default" disabled={filter.page === 1} onClick={() => set({ page: filter.page - 1 })}>
              {t('hospitalAppointments.previous')}
            </Button>
            <Text size="sm" aria-live="polite">
              {t('hospitalAppointments.page', { page: filter.page })}
            </Text>
            <Button variant="default" disabled={!list.data?.hasNext} onClick={() => set({ page: filter.page + 1 })}>
              {t('hospitalAppointments.next')}
            </Button>
          </Group>
        )}
      </Card>
      <WithdrawSlotModal slot={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}
