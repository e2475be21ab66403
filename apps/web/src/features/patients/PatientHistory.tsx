import { Badge, Table, Text } from '@mantine/core';
import { type Appointment, formatLagos } from '@naijacare/contracts';
import { QueryBoundary } from '../../components/QueryBoundary';
import { usePatientAppointments } from '../appointments/api';
import { appointmentStatusColor, appointmentStatusLabel, closingReasonOf, typeLabel } from '../appointments/appointmentView';

/** The doctor's appointments with one patient, newest first. */
export function PatientHistory({ patientId, patientName }: { patientId: number; patientName: string }) {
  const history = usePatientAppointments(patientId);
  return (
    <QueryBoundary
      query={history}
      failed="Could not load the appointment history."
      empty="No appointments with this patient yet."
      pick={(list) => [...list].sort((a, b) => Date.parse(b.scheduled_at) - Date.parse(a.scheduled_at))}
    >
      {(rows) => <HistoryTable rows={rows} patientName={patientName} />}
    </QueryBoundary>
  );
}

function HistoryTable({ rows, patientName }: { rows: Appointment[]; patientName: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={`Appointment history with ${patientName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date and time</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reason and notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => {
            const closing = closingReasonOf(a);
            return (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Text size="sm">{formatLagos(a.scheduled_at)}</Text>
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
                      Notes: {a.notes}
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
