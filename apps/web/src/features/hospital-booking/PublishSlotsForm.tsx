import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  APPOINTMENT_TYPES,
  type AppointmentType,
  DAYS_OF_WEEK,
  isHhMm,
  OPEN_SLOT_BATCH_MAX,
  OPEN_SLOT_BATCH_MAX_DAYS,
  type OpenSlotBatchResult,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabel } from '../../forms/choices';
import { typeLabel } from '../../lib/appointmentView';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { ERROR_TEXT } from '../../theme';
import { useAffiliatedDoctors, usePublishSlots } from './api';
import { batchInput, emptyDraft, HALF_HOURS, publishedToast, type SlotDraft, skippedReason } from './batchView';

/** The first lines of a long list are shown; the rest are counted. */
const SHOWN = 12;

/** What a preview would publish, or what a batch did publish, and each skipped slot with its reason. */
function BatchOutcome({ result }: { result: OpenSlotBatchResult }) {
  const { t } = useTranslation();
  const { created_count: created, skipped_count: skipped } = result;
  const title = result.dry_run ? t('hospitalBooking.willPublish', { count: created }) : t(publishedToast(result).titleKey, { count: created });
  return (
    <Alert color={created === 0 ? 'yellow' : result.dry_run ? 'blue' : 'green'} title={title} role={result.dry_run ? 'status' : 'alert'}>
      <Stack gap="xs">
        <Text size="sm">
          {result.doctor_name} · {skipped === 0 ? t('hospitalBooking.noneSkipped') : t('hospitalBooking.skipped', { count: skipped })}
        </Text>
        {skipped > 0 && (
          <List size="sm" spacing={2} aria-label={t('hospitalBooking.skippedList')}>
            {result.skipped.slice(0, SHOWN).map((s) => (
              <List.Item key={s.scheduled_at}>
                <Text span fw={500} size="sm">
                  {whenText(s.scheduled_at)}
                </Text>
                : {skippedReason(s, (time) => t('hospitalBooking.overlapsAt', { time }))}
              </List.Item>
            ))}
          </List>
        )}
        {skipped > SHOWN && <Text size="sm">{t('hospitalBooking.andMore', { count: skipped - SHOWN })}</Text>}
        {result.dry_run && created > 0 && (
          <List size="sm" spacing={2} aria-label={t('hospitalBooking.toPublishList')}>
            {result.created.slice(0, SHOWN).map((s) => (
              <List.Item key={s.scheduled_at}>{whenText(s.scheduled_at)}</List.Item>
            ))}
            {created > SHOWN && <List.Item>{t('hospitalBooking.andMore', { count: created - SHOWN })}</List.Item>}
          </List>
        )}
      </Stack>
    </Alert>
  );
}

/** Publish one open slot or a batch with an affiliated doctor, with a preview and a summary of the result. */
export function PublishSlotsForm({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation();
  const doctors = useAffiliatedDoctors(hospitalId);
  const publish = usePublishSlots();
  const [draft, setDraft] = useState<SlotDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);

  // Any change makes the last preview or result out of date.
  const set = (changes: Partial<SlotDraft>) => {
    setProblem(null);
    publish.reset();
    setDraft((d) => ({ ...d, ...changes }));
  };

  const send = (dryRun: boolean) => {
    const missing = !draft.doctor
      ? t('hospitalBooking.chooseDoctor')
      : draft.mode === 'one' && !draft.date
        ? t('hospitalBooking.chooseDate')
        : draft.mode === 'several' && (!draft.dateFrom || !draft.dateTo)
          ? t('hospitalBooking.chooseDates')
          : draft.mode === 'several' && draft.days.length === 0
            ? t('hospitalBooking.chooseDays')
            : (draft.mode === 'one' ? [draft.time] : draft.times).some((x) => !isHhMm(x))
              ? t('hospitalBooking.timesFormat')
              : null;
    if (missing) {
      setProblem(missing);
      return;
    }
    publish.mutate(batchInput(draft, dryRun), {
      onSuccess: (result) => {
        if (result.dry_run) return;
        const { kind, titleKey } = publishedToast(result);
        toast[kind](t('hospitalBooking.skipped', { count: result.skipped_count }), t(titleKey, { count: result.created_count }));
      },
    });
  };
  const shown = problem ?? (publish.error && errorMessage(publish.error, t('hospitalBooking.publishFailed')));
  const busyWith = (dryRun: boolean) => publish.isPending && publish.variables?.dry_run === dryRun;

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="xs">
        {t('hospitalBooking.publishTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('hospitalBooking.publishHint', { max: OPEN_SLOT_BATCH_MAX, days: OPEN_SLOT_BATCH_MAX_DAYS })}
      </Text>
      <QueryBoundary
        query={doctors}
        failed={t('hospitalBooking.doctorsFailed')}
        empty={
          <>
            {t('hospitalBooking.noDoctors')}{' '}
            <Anchor component={Link} to="/hospital-affiliations">
              {t('hospitalBooking.toAffiliations')}
            </Anchor>
          </>
        }
      >
        {(list) => (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send(false);
            }}
          >
            <Stack>
              <Select
                label={t('hospitalBooking.doctor')}
                placeholder={t('hospitalBooking.doctorPlaceholder')}
                data={list.map((d) => ({ value: String(d.id), label: `${d.full_name} · ${d.specialization}` }))}
                value={draft.doctor}
                onChange={(doctor) => set({ doctor })}
                searchable
                required
              />
              <SegmentedControl
                aria-label={t('hospitalBooking.howMany')}
                value={draft.mode}
                onChange={(mode) => set({ mode: mode as SlotDraft['mode'] })}
                data={[
                  { value: 'one', label: t('hospitalBooking.oneSlot') },
                  { value: 'several', label: t('hospitalBooking.severalSlots') },
                ]}
              />
              {draft.mode === 'one' ? (
                <Group grow align="flex-start">
                  <TextInput type="date" label={t('hospitalBooking.date')} value={draft.date} onChange={(e) => set({ date: e.currentTarget.value })} required />
                  <TimeInput label={t('hospitalBooking.time')} value={draft.time} onChange={(e) => set({ time: e.currentTarget.value })} required />
                </Group>
              ) : (
                <>
                  <Group grow align="flex-start">
                    <TextInput
                      type="date"
                      label={t('hospitalBooking.dateFrom')}
                      value={draft.dateFrom}
                      onChange={(e) => set({ dateFrom: e.currentTarget.value })}
                      required
                    />
                    <TextInput
                      type="date"
                      label={t('hospitalBooking.dateTo')}
                      value={draft.dateTo}
                      onChange={(e) => set({ dateTo: e.currentTarget.value })}
                      required
                    />
                  </Group>
                  <Checkbox.Group label={t('hospitalBooking.days')} value={draft.days} onChange={(days) => set({ days })} required>
                    <Group mt="xs" gap="md">
                      {DAYS_OF_WEEK.map((name, day) => (
                        <Checkbox key={name} value={String(day)} label={choiceLabel('day', name, name)} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                  <TagsInput
                    label={t('hospitalBooking.times')}
                    description={t('hospitalBooking.timesHint')}
                    data={HALF_HOURS}
                    value={draft.times}
                    onChange={(times) => set({ times: times.map((x) => x.trim()) })}
                    acceptValueOnBlur
                    clearable
                    required
                  />
                </>
              )}
              <Group grow align="flex-start">
                <NumberInput
                  label={t('hospitalBooking.duration')}
                  min={SLOT_MINUTES_MIN}
                  max={SLOT_MINUTES_MAX}
                  step={5}
                  allowDecimal={false}
                  value={draft.duration}
                  onChange={(duration) => set({ duration })}
                  required
                />
                <Radio.Group label={t('hospitalBooking.type')} value={draft.type} onChange={(type) => set({ type: type as AppointmentType })} required>
                  <Group mt="xs" gap="md">
                    {APPOINTMENT_TYPES.map((type) => (
                      <Radio key={type.code} value={type.code} label={typeLabel(type.code)} />
                    ))}
                  </Group>
                </Radio.Group>
              </Group>
              <Text size="xs" c="dimmed">
                {t('hospitalBooking.lagosTime')}
              </Text>
              {shown && (
                <Text c={ERROR_TEXT} size="sm" role="alert">
                  {shown}
                </Text>
              )}
              {publish.data && <BatchOutcome result={publish.data} />}
              <Group justify="flex-end">
                <Button variant="default" loading={busyWith(true)} disabled={publish.isPending} onClick={() => send(true)}>
                  {t('hospitalBooking.preview')}
                </Button>
                <Button type="submit" loading={busyWith(false)} disabled={publish.isPending}>
                  {t('hospitalBooking.publish')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </QueryBoundary>
    </Card>
  );
}
