import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import type { DoctorSchedule } from '@naijacare/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabel } from '../../forms/choices';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useMySchedule, useRemoveInterval, useUpdateInterval } from './api';
import { IntervalModal, type IntervalTarget } from './IntervalModal';
import { groupByDay, shortTime, slotCount } from './scheduleView';

const rangeOf = (i: DoctorSchedule) => `${shortTime(i.start_time)}–${shortTime(i.end_time)}`;

function IntervalRow({ interval, dayName, onEdit, onRemove }: { interval: DoctorSchedule; dayName: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInterval();
  const range = rangeOf(interval);
  const slots = slotCount(interval.start_time, interval.end_time, interval.slot_minutes);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py={6} data-testid={`interval-${interval.id}`}>
      {/* Wraps on a phone, so the Inactive badge moves to the next line instead of being cut. */}
      <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
        <Text fw={500} c={interval.is_active ? undefined : 'dimmed'}>
          {range}
        </Text>
        <Text size="sm" c="dimmed">
          {t('schedule.slotsLine', { minutes: interval.slot_minutes, count: slots })}
        </Text>
        {!interval.is_active && (
          <Badge size="sm" color="gray" variant="light" style={{ flexShrink: 0 }}>
            {t('schedule.inactive')}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Switch
          size="sm"
          label={t('schedule.active')}
          aria-label={t('schedule.activeLabel', { what: `${dayName} ${range}` })}
          checked={interval.is_active}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              { id: interval.id, is_active: e.currentTarget.checked },
              {
                onSuccess: (saved) => toast.success(`${dayName} ${range}`, saved.is_active ? t('schedule.intervalActive') : t('schedule.intervalPaused')),
                onError: (error) => toast.error(errorMessage(error, t('schedule.intervalChangeFailed'))),
              },
            )
          }
        />
        <Tooltip label={t('schedule.change')}>
          <ActionIcon variant="subtle" aria-label={t('schedule.changeLabel', { what: `${dayName} ${range}` })} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('schedule.remove')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('schedule.removeLabel', { what: `${dayName} ${range}` })} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** Confirms removing an interval; booked appointments are kept. */
function RemoveIntervalModal({ interval, onClose }: { interval: DoctorSchedule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveInterval();
  const what = interval ? `${choiceLabel('day', interval.day_name, interval.day_name)} ${rangeOf(interval)}` : '';
  return (
    <Modal opened={interval !== null} onClose={onClose} title={t('schedule.removeTitle')} centered>
      <Stack>
        <Text size="sm">
          {t('schedule.removeBefore')} <strong>{what}</strong> {t('schedule.removeAfter')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('schedule.keepIt')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              interval &&
              remove.mutate(interval.id, {
                onSuccess: () => {
                  toast.success(what, t('schedule.removed'));
                  onClose();
                },
                onError: (error) => toast.error(errorMessage(error, t('schedule.removeFailed'))),
              })
            }
          >
            {t('schedule.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The doctor's week, Monday to Sunday, with every interval and the means to change it. */
export function WeeklySchedule() {
  const { t } = useTranslation();
  const schedule = useMySchedule();
  const [target, setTarget] = useState<IntervalTarget | null>(null);
  const [removing, setRemoving] = useState<DoctorSchedule | null>(null);
  const days = useMemo(() => groupByDay(schedule.data ?? []), [schedule.data]);

  const body = (
    <QueryBoundary query={schedule} failed={t('schedule.scheduleFailed')}>
      {() => (
        <Stack gap={0}>
          {days.map((day) => (
            <section key={day.day} aria-labelledby={`day-${day.day}`} style={{ borderTop: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} id={`day-${day.day}`} component="h3" m={0} fz="md">
                  {day.name}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setTarget({ mode: 'add', day: day.day })}
                  aria-label={t('schedule.addOn', { day: day.name })}
                >
                  {t('schedule.add')}
                </Button>
              </Group>
              {day.intervals.length === 0 ? (
                <Text size="sm" c="dimmed" py={4}>
                  {t('schedule.notWorking')}
                </Text>
              ) : (
                day.intervals.map((interval) => (
                  <IntervalRow
                    key={interval.id}
                    interval={interval}
                    dayName={day.name}
                    onEdit={() => setTarget({ mode: 'edit', interval })}
                    onRemove={() => setRemoving(interval)}
                  />
                ))
              )}
            </section>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('schedule.weekly')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('schedule.weeklyHint')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ mode: 'add' })}>
          {t('schedule.addInterval')}
        </Button>
      </Group>
      {body}
      <IntervalModal target={target} onClose={() => setTarget(null)} />
      <RemoveIntervalModal interval={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
