import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { formatNaira, type HospitalService } from '@naijacare/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useOwnHospitalId } from '../hospital/api';
import { useDeleteService, useHospitalServices, useToggleService } from './api';
import { ServiceModal, type ServiceTarget } from './ServiceModal';

function ServiceRow({ service, onEdit, onDelete }: { service: HospitalService; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const toggle = useToggleService();
  return (
    <Table.Tr data-testid={`service-${service.id}`}>
      <Table.Td>
        <Text fw={500} c={service.is_active ? undefined : 'dimmed'}>
          {service.name}
        </Text>
        {service.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {service.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{t(`hospitalServices.categories.${service.category}`)}</Table.Td>
      <Table.Td>{service.price === null ? <Text c="dimmed">{t('hospitalServices.noPrice')}</Text> : formatNaira(service.price)}</Table.Td>
      <Table.Td>
        <Switch
          size="sm"
          label={service.is_active ? t('hospitalServices.active') : t('hospitalServices.inactive')}
          aria-label={t('hospitalServices.activeFor', { name: service.name })}
          checked={service.is_active}
          disabled={toggle.isPending}
          onChange={() => toggle.mutate(service)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('hospitalServices.edit')}>
            <ActionIcon variant="subtle" aria-label={t('hospitalServices.editLabel', { name: service.name })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('hospitalServices.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('hospitalServices.deleteLabel', { name: service.name })} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The hospital's services: add, change, switch on or off, delete. Patients see the active ones on its page. */
export function HospitalServicesPage() {
  const { t } = useTranslation();
  const hospitalId = useOwnHospitalId();
  const services = useHospitalServices(hospitalId);
  const remove = useDeleteService();
  const [target, setTarget] = useState<ServiceTarget | null>(null);
  const [deleting, setDeleting] = useState<HospitalService | null>(null);

  return (
    <Stack maw={1100}>
      <PageHeader
        title={t('hospitalServices.title')}
        description={t('hospitalServices.intro')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ mode: 'add' })}>
            {t('hospitalServices.add')}
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <QueryBoundary query={services} failed={t('hospitalServices.failed')} empty={t('hospitalServices.empty')}>
          {(list) => (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" aria-label={t('hospitalServices.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('hospitalServices.name')}</Table.Th>
                    <Table.Th>{t('hospitalServices.category')}</Table.Th>
                    <Table.Th>{t('hospitalServices.priceColumn')}</Table.Th>
                    <Table.Th>{t('hospitalServices.status')}</Table.Th>
                    <Table.Th>{t('hospitalServices.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((service) => (
                    <ServiceRow key={service.id} service={service} onEdit={() => setTarget({ mode: 'edit', service })} onDelete={() => setDeleting(service)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryBoundary>
        {services.data?.some((s) => !s.is_active) && (
          <Group mt="sm" gap={6}>
            <Badge color="gray" variant="light">
              {t('hospitalServices.inactive')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('hospitalServices.inactiveHint')}
            </Text>
          </Group>
        )}
      </Card>
      <ServiceModal target={target} onClose={() => setTarget(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('hospitalServices.deleteTitle')}
        confirmLabel={t('hospitalServices.delete')}
        cancelLabel={t('hospitalServices.keep')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      >
        {t('hospitalServices.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
