// The dates styles come with the date fields (not with /login), after all of Mantine's core styles.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { Group, Modal, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { DAYS_OF_WEEK, DEFAULT_SLOT_MINUTES, type DoctorSchedule, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN } from '@naijacare/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { choiceLabel } from '../../forms/choices';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { type IntervalInput, useAddInterval, useUpdateInterval } from './api';
import { intervalProblem, shortTime, slotCount } from './scheduleView';

const dayOptions = () => DAYS_OF_WEEK.map((name, day) => ({ value: String(day), label: choiceLabel('day', name, name) }));

/** Which interval the modal works on: a new one (optionally on a given day) or an existing one. */
export type IntervalTarget = { mode: 'add'; day?: number } | { mode: 'edit'; interval: DoctorSchedule };

const draftOf = (target: IntervalTarget): IntervalInput =>
  target.mode === 'edit'
    ? {
        day_of_week: target.interval.day_of_week,
        start_time: shortTime(target.interval.start_time),
        end_time: shortTime(target.interval.end_time),
        slot_minutes: target.interval.slot_minutes,
        is_active: target.interval.is_active,
      }
    : { day_of_week: target.day ?? 0, start_time: '09:00', end_time: '13:00', slot_minutes: DEFAULT_SLOT_MINUTES, is_active: true };

/** Add or change one weekly interval: day, start and end (Lagos time), slot length and whether it is active. */
export function IntervalModal({ target, onClose }: { target: IntervalTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddInterval();
  const update = useUpdateInterval();
  const [draft, setDraft] = useState<IntervalInput>(() => draftOf(target ?? { mode: 'add' }));
  const [slotText, setSlotText] = useState<number | string>(DEFAULT_SLOT_MINUTES);
  // A problem found before sending (the same checks as the server's), shown like a server error.
  const [problem, setProblem] = useState<string | null>(null);
  const { reset: resetAdd } = add;
  const { reset: resetUpdate } = update;
  useEffect(() => {
    if (target) {
      const d = draftOf(target);
      setDraft(d);
      setSlotText(d.slot_minutes);
      setProblem(null);
      resetAdd();
      resetUpdate();
    }
  }, [target, resetAdd, resetUpdate]);
  const saving = target?.mode === 'edit' ? update : add;

  // Any edit clears the problem found by the last check.
  const set = (changes: Partial<IntervalInput>) => {
    setProblem(null);
    setDraft((d) => ({ ...d, ...changes }));
  };
  const setSlot = (value: number | string) => {
    setProblem(null);
    setSlotText(value);
  };
  const slots = slotCount(draft.start_time || '00:00', draft.end_time || '00:00', Number(slotText) || 1);

  const submit = () => {
    if (!target) return;
    const found = intervalProblem({ ...draft, slot_minutes: slotText });
    if (found) {
      setProblem(found);
      return;
    }
    const input = { ...draft, slot_minutes: Number(slotText) };
    const onSuccess = (saved: DoctorSchedule) => {
      const day = DAYS_OF_WEEK[saved.day_of_week];
      const what = `${choiceLabel('day', day, day)} ${shortTime(saved.start_time)}–${shortTime(saved.end_time)}`;
      toast.success(what, target.mode === 'edit' ? t('schedule.modal.updated') : t('schedule.modal.added'));
      onClose();
    };
    if (target.mode === 'edit') update.mutate({ id: target.interval.id, ...input }, { onSuccess });
    else add.mutate(input, { onSuccess });
  };
  const shown = problem ?? (saving.error && errorMessage(saving.error, t('common.somethingWrong')));

  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.mode === 'edit' ? t('schedule.modal.changeTitle') : t('schedule.modal.addTitle')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Select
            label={t('schedule.modal.day')}
            data={dayOptions()}
            value={String(draft.day_of_week)}
            onChange={(v) => v !== null && set({ day_of_week: Number(v) })}
            allowDeselect={false}
            required
          />
          <Group grow>
            <TimeInput label={t('schedule.modal.start')} value={draft.start_time} onChange={(e) => set({ start_time: e.currentTarget.value })} required />
            <TimeInput label={t('schedule.modal.end')} value={draft.end_time} onChange={(e) => set({ end_time: e.currentTarget.value })} required />
          </Group>
          <NumberInput
            label={t('schedule.modal.slotLength')}
            description={slots > 0 ? t('schedule.modal.slotsIn', { count: slots }) : undefined}
            min={SLOT_MINUTES_MIN}
            max={SLOT_MINUTES_MAX}
            step={5}
            allowDecimal={false}
            value={slotText}
            onChange={setSlot}
            required
          />
          <Switch
            label={t('schedule.modal.active')}
            description={t('schedule.modal.activeHint')}
            checked={draft.is_active}
            onChange={(e) => set({ is_active: e.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed">
            {t('schedule.modal.lagosTime')}
          </Text>
          <FormActions
            error={shown}
            busy={saving.isPending}
            cancelLabel={t('common.back')}
            onCancel={onClose}
            submitLabel={target?.mode === 'edit' ? t('schedule.modal.save') : t('schedule.modal.add')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
