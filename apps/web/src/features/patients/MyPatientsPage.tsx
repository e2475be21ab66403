import { Accordion, Avatar, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lagosDate, type PatientSummary } from '@naijacare/contracts';
import { IconNotes, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { dateText, whenText } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { newRecordPath, patientRecordsPath } from '../../lib/recordPaths';
import { useMyPatients, usePatient } from './api';
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
        </Group>
      </Stack>
    </Group>
  );
}

/** A patient opened: the list's row names them; their health facts are read now, as one patient opened. */
function PatientDetails({ patient: row }: { patient: PatientSummary }) {
  const { t } = useTranslation();
  const opened = usePatient(row.id);
  const patient = opened.data ?? row;
  const age = ageOn(patient.date_of_birth, lagosDate(new Date()));
  return (
    <Stack>
      <Facts
        cols={3}
        facts={[
          { label: t('fields.phone'), value: patient.phone },
          { label: t('fields.email'), value: patient.email },
          { label: t('fields.emergencyContact'), value: patient.emergency_contact },
          { label: t('fields.dateOfBirth'), value: patient.date_of_birth ? `${dateText(patient.date_of_birth)}${age !== null ? ` (${age})` : ''}` : null },
          { label: t('fields.gender'), value: genderText(patient.gender) },
          { label: t('fields.preferredLanguage'), value: languageText(patient.preferred_language) },
          { label: t('fields.bloodType'), value: bloodTypeText(patient.blood_type ?? null) },
          { label: t('fields.allergies'), value: allergiesText(patient) },
          { label: t('fields.currentMedications'), value: patient.current_medications },
          { label: t('fields.medicalConditions'), value: patient.medical_conditions },
          { label: t('patients.lastAppointment'), value: patient.last_appointment_at ? whenText(patient.last_appointment_at) : t('patients.noneYet') },
          { label: t('patients.nextAppointment'), value: patient.next_appointment_at ? whenText(patient.next_appointment_at) : t('patients.noneBooked') },
        ]}
      />
      <Group gap="xs">
        <Button component={Link} to={patientRecordsPath(patient.id)} variant="light" leftSection={<IconNotes size={16} />}>
          {t('recordWriting.records')}
        </Button>
        <Button component={Link} to={newRecordPath(patient.id)} variant="light" leftSection={<IconPencilPlus size={16} />}>
          {t('recordWriting.writeRecord')}
        </Button>
      </Group>
      <Title order={3} fz="md">
        {t('patients.history')}
      </Title>
      <PatientHistory patientId={patient.id} patientName={patient.full_name} />
    </Stack>
  );
}

/** A doctor's patients: who they are and their appointments together; a patient opened shows their health facts. */
export function MyPatientsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [opened, setOpened] = useState<string | null>(null);
  const patients = useMyPatients(debounced);
  if (!session || roleOf(session) !== 'doctor') return <Navigate to="/dashboard" replace />;

  const body = (
    <QueryBoundary query={patients} failed={t('patients.failed')} empty={debounced.trim() ? t('patients.noMatch') : t('patients.none')}>
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
                      {t('patients.last', { when: p.last_appointment_at ? whenText(p.last_appointment_at) : '—' })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('patients.next', { when: p.next_appointment_at ? whenText(p.next_appointment_at) : '—' })}
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
      <PageHeader title={t('patients.title')} description={t('patients.description')} />
      <TextInput
        label={t('patients.search')}
        placeholder={t('patients.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {body}
    </Stack>
  );
}
