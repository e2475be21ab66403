import { Anchor, Avatar, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatNaira, type HospitalDetail, STATES } from '@naijacare/contracts';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Facts } from '../../components/Facts';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabelOf } from '../../forms/choices';
import { useHospitalDetail } from '../hospital/api';
import { useHospitalServices } from '../hospital-services/api';

function Profile({ hospital }: { hospital: HospitalDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Avatar src={hospital.logo ?? undefined} size={96} radius="md" alt={t('hospitalPage.logoOf', { name: hospital.hospital_name })}>
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
                    <Table.Td>{s.price === null ? t('hospitalPage.askForPrice') : formatNaira(s.price)}</Table.Td>
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

/** A hospital as patients and doctors see it: its public profile, logo and active services with prices. */
export function HospitalPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const hospital = useHospitalDetail(valid ? id : 0);
  if (!valid) return <Text>{t('hospitalPage.notFound')}</Text>;
  return (
    <Stack maw={960}>
      <QueryBoundary query={hospital} failed={t('hospitalPage.failed')}>
        {(h) => (
          <>
            <Profile hospital={h} />
            <Services hospitalId={h.id} />
          </>
        )}
      </QueryBoundary>
    </Stack>
  );
}
