import { Badge, Table, Text } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { appointmentStatusColor, appointmentStatusLabel, closingReasonOf, typeLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { usePatientAppointments } from '../appointments/api';

/** The doctor's appointments with one patient, newest first. */
export function PatientHistory({ patientId, patientName }: { patientId: number; patientName: string }) {
  const { t } = useTranslation();
  const history = usePatientAppointments(patientId);
  return (
    <QueryBoundary
      query={history}
      failed={t('patients.historyFailed')}
      empty={t('patients.historyEmpty')}
      pick={(list) => [...list].sort((a, b) => Date.parse(b.scheduled_at) - Date.parse(a.scheduled_at))}
    >
      {(rows) => <HistoryTable rows={rows} patientName={patientName} />}
    </QueryBoundary>
  );
}

function HistoryTable({ rows, patientName }: { rows: Appointment[]; patientName: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('patients.historyWith', { name: patientName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('patients.dateAndTime')}</Table.Th>
            <Table.Th>{t('patients.type')}</Table.Th>
            <Table.Th>{t('patients.status')}</Table.Th>
            <Table.Th>{t('patients.reasonAndNotes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => {
            const closing = closingReasonOf(a);
            return (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Text size="sm">{whenText(a.scheduled_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{typeLabel(a.appointment_type)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={appointmentStatusColor(a.status)} variant="light">
                    {appointmentStatusLabel(a.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.reason || '—'}</Text>
                  {a.notes && (
                    <Text size="xs" c="dimmed">
                      {t('patients.notes', { notes: a.notes })}
                    </Text>
                  )}
                  {closing && (
                    <Text size="xs" c="red.8">
                      {closing.label}: {closing.text}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
