import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import type { DoctorSchedule } from '@naijacare/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useMySchedule, useRemoveInterval, useUpdateInterval } from './api';
import { IntervalModal, type IntervalTarget } from './IntervalModal';
import { groupByDay, shortTime, slotCount } from './scheduleView';

const rangeOf = (i: DoctorSchedule) => `${shortTime(i.start_time)}–${shortTime(i.end_time)}`;

function IntervalRow({ interval, dayName, onEdit, onRemove }: { interval: DoctorSchedule; dayName: string; onEdit: () => void; onRemove: () => void }) {
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
          {interval.slot_minutes}-min slots · {slots} slot{slots === 1 ? '' : 's'}
        </Text>
        {!interval.is_active && (
          <Badge size="sm" color="gray" variant="light" style={{ flexShrink: 0 }}>
            Inactive
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Switch
          size="sm"
          label="Active"
          aria-label={`Active: ${dayName} ${range}`}
          checked={interval.is_active}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              { id: interval.id, is_active: e.currentTarget.checked },
              {
                onSuccess: (saved) => toast.success(`${dayName} ${range}`, saved.is_active ? 'Interval active' : 'Interval paused'),
                onError: (error) => toast.error(errorMessage(error, 'Could not change the interval.')),
              },
            )
          }
        />
        <Tooltip label="Change">
          <ActionIcon variant="subtle" aria-label={`Change ${dayName} ${range}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove">
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${dayName} ${range}`} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** Confirms removing an interval; booked appointments are kept. */
function RemoveIntervalModal({ interval, onClose }: { interval: DoctorSchedule | null; onClose: () => void }) {
  const remove = useRemoveInterval();
  const what = interval ? `${interval.day_name} ${rangeOf(interval)}` : '';
  return (
    <Modal opened={interval !== null} onClose={onClose} title="Remove interval" centered>
      <Stack>
        <Text size="sm">
          Remove <strong>{what}</strong> from your weekly schedule? Patients will no longer see these slots. Appointments already booked are kept.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              interval &&
              remove.mutate(interval.id, {
                onSuccess: () => {
                  toast.success(what, 'Interval removed');
                  onClose();
                },
                onError: (error) => toast.error(errorMessage(error, 'Could not remove the interval.')),
              })
            }
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The doctor's week, Monday to Sunday, with every interval and the means to change it. */
export function WeeklySchedule() {
  const schedule = useMySchedule();
  const [target, setTarget] = useState<IntervalTarget | null>(null);
  const [removing, setRemoving] = useState<DoctorSchedule | null>(null);
  const days = useMemo(() => groupByDay(schedule.data ?? []), [schedule.data]);

  const body = (
    <QueryBoundary query={schedule} failed="Could not load your schedule.">
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
                  aria-label={`Add an interval on ${day.name}`}
                >
                  Add
                </Button>
              </Group>
              {day.intervals.length === 0 ? (
                <Text size="sm" c="dimmed" py={4}>
                  Not working
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
            Weekly schedule
          </Title>
          <Text size="sm" c="dimmed">
            Patients book the free slots these intervals make. Times are Lagos time.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ mode: 'add' })}>
          Add interval
        </Button>
      </Group>
      {body}
      <IntervalModal target={target} onClose={() => setTarget(null)} />
      <RemoveIntervalModal interval={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
