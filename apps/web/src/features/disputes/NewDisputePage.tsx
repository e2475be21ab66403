// /disputes/new?appointment=ID: the patient opens a dispute on one of their appointments — what
// went wrong and the details. The page names the appointment (doctor, date and time, type). The
// server decides whether it may be disputed (its status, the 14 days, none open or decided on it):
// the appointment it returns says so, and where it may not the page says why (with the open or
// decided dispute's link) instead of showing the form; a refusal at sending is said in the form.

import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { type Appointment, DISPUTE_CATEGORIES, DISPUTE_DESCRIPTION_MAX, type DisputeCategory } from '@naijacare/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Facts } from '../../components/Facts';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { FormProblem } from '../../forms/FormProblem';
import { messageOf } from '../../i18n/messageOf';
import { typeLabel } from '../../lib/appointmentView';
import { describeError, type ErrorText } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { appointmentQueries } from '../appointments/api';
import { useOpenDispute } from './api';
import { disputeCategoryLabel, disputeIdOf } from './disputeView';

export function NewDisputePage() {
  const { t } = useTranslation();
  const appointment = disputeIdOf(useSearchParams()[0].get('appointment') ?? undefined);
  return (
    <Stack maw={760}>
      <Anchor component={Link} to="/disputes" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('disputes.back')}
      </Anchor>
      <PageHeader title={t('disputes.form.title')} description={t('disputes.form.description')} />
      {appointment === null ? (
        // Disputes start from an appointment: the way there, not only the sentence saying so.
        <Alert color="yellow">
          <Stack gap="xs">
            <Text size="sm">{t('disputes.form.noAppointment')}</Text>
            <Anchor component={Link} to="/appointments" size="sm" fw={600}>
              {t('disputes.form.toAppointments')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <AppointmentDispute id={appointment} />
      )}
    </Stack>
  );
}

/** The appointment named, then the form, or why a dispute cannot be opened on it. */
function AppointmentDispute({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({ ...appointmentQueries.one(id), refetchInterval: false });
  return (
    <QueryBoundary query={query} failed={t('disputes.form.appointmentFailed')}>
      {(a) => (
        <>
          <Card withBorder padding="lg" component="section" aria-label={t('disputes.form.appointment')}>
            <Facts
              cols={3}
              facts={[
                { label: t('disputes.facts.doctor'), value: a.doctor_name },
                { label: t('disputes.form.when'), value: whenText(a.scheduled_at) },
                { label: t('disputes.form.type'), value: typeLabel(a.appointment_type) },
              ]}
            />
          </Card>
          {a.allowed_actions.includes('open_dispute') ? <DisputeForm appointment={a} /> : <CannotOpen appointment={a} />}
        </>
      )}
    </QueryBoundary>
  );
}

function CannotOpen({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const refusal = appointment.dispute?.refusal;
  const openId = appointment.dispute?.open_id ?? null;
  const decidedId = appointment.dispute?.decided_id ?? null;
  return (
    <Alert color="yellow" title={t('disputes.form.cannotOpen')} data-testid="dispute-refused">
      <Stack gap="xs">
        {refusal && <Text size="sm">{messageOf({ code: refusal.code, message: refusal.message, params: refusal.params })}</Text>}
        <Group>
          {openId !== null ? (
            <Button size="xs" component={Link} to={`/disputes/${openId}`}>
              {t('disputes.form.viewOpen')}
            </Button>
          ) : decidedId !== null ? (
            <Button size="xs" component={Link} to={`/disputes/${decidedId}`}>
              {t('disputes.form.viewDecided')}
            </Button>
          ) : (
            <Button size="xs" variant="default" component={Link} to="/appointments">
              {t('disputes.form.backToAppointments')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

function DisputeForm({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appointment = a.id;
  const [category, setCategory] = useState<DisputeCategory | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ category?: string; description?: string }>({});
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const openDispute = useOpenDispute();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = {
      category: category ? undefined : t('disputes.form.categoryRequired'),
      description: description.trim() ? undefined : t('disputes.form.detailsRequired'),
    };
    setErrors(found);
    if (!category || found.description) return;
    openDispute.mutate(
      { appointment, category, description: description.trim() },
      {
        onSuccess: (d) => {
          toast.success(t('disputes.form.opened'));
          navigate(`/disputes/${d.id}`, { replace: true });
        },
        onError: (error) => setProblem(describeError(error, t('disputes.form.failed'))),
      },
    );
  };

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label={t('disputes.form.title')}>
        <Stack>
          <Select
            label={t('disputes.form.category')}
            placeholder={t('disputes.form.categoryPlaceholder')}
            data={DISPUTE_CATEGORIES.map((c) => ({ value: c, label: disputeCategoryLabel(c) }))}
            value={category}
            onChange={(c) => setCategory(c as DisputeCategory | null)}
            error={errors.category}
            withAsterisk
            allowDeselect={false}
          />
          <Textarea
            label={t('disputes.form.details')}
            description={t('disputes.form.detailsHint', { max: DISPUTE_DESCRIPTION_MAX.toLocaleString('en') })}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            maxLength={DISPUTE_DESCRIPTION_MAX}
            withAsterisk
            autosize
            minRows={5}
          />
          <FormProblem title={problem?.title} message={problem?.message} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/disputes">
              {t('disputes.form.cancel')}
            </Button>
            <Button type="submit" loading={openDispute.isPending}>
              {t('disputes.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
