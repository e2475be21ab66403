import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatNaira, type HospitalDetail, STATES } from '@naijacare/contracts';
import { IconAlertCircle, IconArrowLeft, IconBuildingHospital } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { Facts } from '../../components/Facts';
import { publicImage } from '../../components/publicImage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabelOf } from '../../forms/choices';
import { errorStatusOf } from '../../lib/errors';
import { useHospitalDetail } from '../hospital/api';
import { useHospitalServices } from '../hospital-services/api';

function Profile({ hospital, bookable }: { hospital: HospitalDetail; bookable: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Avatar {...publicImage(hospital.logo, 96, 'eager')} size={96} radius="md" alt={t('hospitalPage.logoOf', { name: hospital.hospital_name })}>
          <IconBuildingHospital size={40} aria-hidden />
        </Avatar>
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          <Group gap="sm">
            <Title order={1} fz={26}>
              {hospital.hospital_name}
            </Title>
            {hospital.facility_type && (
              <Badge variant="light" tt="none">
                {t(`hospitalSettings.facilityTypes.${hospital.facility_type}`)}
              </Badge>
            )}
          </Group>
          {hospital.description && <Text size="sm">{hospital.description}</Text>}
          {bookable && (
            <Anchor component={Link} to={`/doctors?hospital=${hospital.id}`} size="sm" fw={500}>
              {t('hospitalPage.doctorsHere')}
            </Anchor>
          )}
          <Facts
            facts={[
              { label: t('hospitalPage.address'), value: hospital.address },
              { label: t('fields.state'), value: hospital.state ? choiceLabelOf('state', STATES, hospital.state) : null },
              { label: t('fields.phone'), value: hospital.phone },
              { label: t('fields.email'), value: hospital.email },
              {
                label: t('hospitalPage.website'),
                value: hospital.website ? (
                  <Anchor href={hospital.website} target="_blank" rel="noopener noreferrer">
                    {hospital.website}
                  </Anchor>
                ) : null,
              },
              { label: t('hospitalPage.beds'), value: hospital.bed_count === null ? null : String(hospital.bed_count) },
            ]}
          />
        </Stack>
      </Group>
    </Card>
  );
}

function Services({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation();
  const services = useHospitalServices(hospitalId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="hospital-services">
      <Title order={2} fz="lg" mb="md" id="hospital-services">
        {t('hospitalPage.services')}
      </Title>
      <QueryBoundary query={services} failed={t('hospitalPage.servicesFailed')} empty={t('hospitalPage.noServices')}>
        {(list) => (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" aria-label={t('hospitalPage.services')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hospitalServices.name')}</Table.Th>
                  <Table.Th>{t('hospitalServices.category')}</Table.Th>
                  <Table.Th>{t('hospitalServices.priceColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text fw={500}>{s.name}</Text>
                      {s.description && (
                        <Text size="sm" c="dimmed">
                          {s.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`hospitalServices.categories.${s.category}`)}</Table.Td>
                    <Table.Td>{s.price === null ? t('hospitalServices.noPrice') : formatNaira(s.price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryBoundary>
    </Card>
  );
}

function UnknownHospital() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back where the person came from; a link opened on its own has nowhere to go back to but home.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'));
  return (
    <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />} maw={960}>
      <Group gap="sm">
        <Text size="sm">{t('hospitalPage.notFound')}</Text>
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={back}>
          {t('hospitalPage.back')}
        </Button>
      </Group>
    </Alert>
  );
}

/** A hospital as patients and doctors see it: its public profile, logo and active services with prices. */
export function HospitalPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const hospital = useHospitalDetail(valid ? id : 0);
  const session = useSession();
  // The directory, filtered to this hospital, is where patients book; other roles have no directory.
  const bookable = session !== null && roleOf(session) === 'patient';
  // Trying again cannot find a hospital that does not exist (or is no longer listed).
  if (!valid || errorStatusOf(hospital.error) === 404) return <UnknownHospital />;
  return (
    <Stack maw={960}>
      <QueryBoundary query={hospital} failed={t('hospitalPage.failed')}>
        {(h) => (
          <>
            <Profile hospital={h} bookable={bookable} />
            <Services hospitalId={h.id} />
          </>
        )}
      </QueryBoundary>
    </Stack>
  );
}
