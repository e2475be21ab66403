import { Accordion, Avatar, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatLagos, lagosDate, type PatientSummary } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { dateText } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { useMyPatients } from './api';
import { PatientHistory } from './PatientHistory';
import { ageOn, allergiesText, appointmentCountText, bloodTypeText, genderText, languageText } from './patientView';

function PatientHeading({ patient }: { patient: PatientSummary }) {
  return (
    <Group wrap="nowrap" gap="sm">
      {/* The initials repeat the name: hidden, so the row's name starts with what it shows. */}
      <Avatar radius="xl" color="brand" alt="" aria-hidden>
        {initialsOf(patient.full_name)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{patient.full_name}</Text>
        <Text size="sm" c="dimmed">
          {[patient.phone, patient.email].filter(Boolean).join(' · ')}
        </Text>
        <Group gap={6} mt={4}>
          <Badge variant="light" size="sm">
            {appointmentCountText(patient.appointment_count)}
          </Badge>
          {patient.blood_type && (
            <Badge variant="light" color="red" size="sm">
              Blood {bloodTypeText(patient.blood_type)}
            </Badge>
          )}
          {patient.allergies?.trim() && (
            <Badge variant="light" color="orange" size="sm">
              Allergies
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

function PatientDetails({ patient }: { patient: PatientSummary }) {
  const age = ageOn(patient.date_of_birth, lagosDate(new Date()));
  return (
    <Stack>
      <Facts
        cols={3}
        facts={[
          { label: 'Phone', value: patient.phone },
          { label: 'Email', value: patient.email },
          { label: 'Emergency contact', value: patient.emergency_contact },
          { label: 'Date of birth', value: patient.date_of_birth ? `${dateText(patient.date_of_birth)}${age !== null ? ` (${age})` : ''}` : null },
          { label: 'Gender', value: genderText(patient.gender) },
          { label: 'Preferred language', value: languageText(patient.preferred_language) },
          { label: 'Blood type', value: bloodTypeText(patient.blood_type) },
          { label: 'Allergies', value: allergiesText(patient) },
          { label: 'Current medications', value: patient.current_medications },
          { label: 'Medical conditions', value: patient.medical_conditions },
          { label: 'Last appointment', value: patient.last_appointment_at ? formatLagos(patient.last_appointment_at) : 'None yet' },
          { label: 'Next appointment', value: patient.next_appointment_at ? formatLagos(patient.next_appointment_at) : 'None booked' },
        ]}
      />
      <Title order={3} fz="md">
        Appointment history
      </Title>
      <PatientHistory patientId={patient.id} patientName={patient.full_name} />
    </Stack>
  );
}

/** A doctor's patients: contact and key medical facts, and their appointments together. */
export function MyPatientsPage() {
  const session = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [opened, setOpened] = useState<string | null>(null);
  const patients = useMyPatients(debounced);
  if (!session || roleOf(session) !== 'doctor') return <Navigate to="/dashboard" replace />;

  const body = (
    <QueryBoundary
      query={patients}
      failed="Could not load your patients."
      empty={debounced.trim() ? 'No patients match your search.' : 'Patients appear here once they have an appointment with you.'}
    >
      {(list) => (
        <Accordion variant="separated" value={opened} onChange={setOpened}>
          {list.map((p) => (
            <Accordion.Item key={p.id} value={String(p.id)}>
              {/* Named by what it shows (name first, the initials hidden): a shorter label would not contain the visible text. */}
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                  <PatientHeading patient={p} />
                  <Stack gap={0} align="flex-end">
                    <Text size="xs" c="dimmed">
                      Last: {p.last_appointment_at ? formatLagos(p.last_appointment_at) : '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Next: {p.next_appointment_at ? formatLagos(p.next_appointment_at) : '—'}
                    </Text>
                  </Stack>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>{opened === String(p.id) && <PatientDetails patient={p} />}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </QueryBoundary>
  );

  return (
    <Stack maw={1100}>
      <PageHeader title="My Patients" description="Patients who have booked with you. Open one to see their details and your appointments together." />
      <TextInput
        label="Search patients"
        placeholder="Name, email or phone"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {body}
    </Stack>
  );
}
