// /support/new: the new-ticket form — subject, category, message and, optionally, one of the
// person's own booked appointments. Checked with the server's schema before sending; the server's
// refusals land under their field. Once opened, the ticket's page is shown.

import { Anchor, Button, Card, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@naijacare/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { FormProblem } from '../../forms/FormProblem';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useAppointments } from '../appointments/api';
import { useOpenTicket } from './api';
import { appointmentChoices, categoryLabel } from './supportView';
import { checkTicket, emptyTicket, type TicketDraft } from './ticketDraft';

const FIELDS = ['subject', 'category', 'message', 'appointment'];

export function NewTicketPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm<TicketDraft>({ initialValues: emptyTicket() });
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const appointments = useAppointments();
  const openTicket = useOpenTicket();
  if (!session) return null;
  const reader = roleOf(session);
  const choices = reader === 'admin' ? [] : appointmentChoices(appointments.data ?? [], reader);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const checked = checkTicket(values, t('support.form.categoryRequired'));
    if (!checked.ok) return form.setErrors(checked.errors);
    openTicket.mutate(checked.body, {
      onSuccess: (ticket) => {
        toast.success(t('support.form.openedText'), t('support.form.opened'));
        navigate(`/support/${ticket.id}`, { replace: true });
      },
      onError: (error) => {
        const text = describeError(error, t('support.form.failed'));
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string' && FIELDS.includes(field)) form.setFieldError(field, text.message);
        else setProblem(text);
      },
    });
  });

  return (
    <Stack maw={760}>
      <Anchor component={Link} to="/support" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('support.ticket.back')}
      </Anchor>
      <PageHeader title={t('support.form.title')} description={t('support.form.description')} />
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate aria-label={t('support.form.title')}>
          <Stack>
            <TextInput
              label={t('support.form.subject')}
              description={t('support.form.subjectHint', { max: SUPPORT_SUBJECT_MAX })}
              withAsterisk
              {...form.getInputProps('subject')}
            />
            <Select
              label={t('support.form.category')}
              placeholder={t('support.form.categoryPlaceholder')}
              data={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
              withAsterisk
              allowDeselect={false}
              {...form.getInputProps('category')}
            />
            <Select
              label={t('support.form.appointment')}
              description={appointments.isError ? t('support.form.appointmentsFailed') : t('support.form.appointmentHint')}
              placeholder={t('support.form.appointmentPlaceholder')}
              nothingFoundMessage={t('support.form.noAppointments')}
              data={choices}
              searchable
              clearable
              {...form.getInputProps('appointment')}
            />
            <Textarea
              label={t('support.form.message')}
              description={t('support.form.messageHint', { max: SUPPORT_MESSAGE_MAX.toLocaleString('en') })}
              withAsterisk
              autosize
              minRows={5}
              maxRows={16}
              {...form.getInputProps('message')}
            />
            <FormProblem title={problem?.title} message={problem?.message} />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/support">
                {t('support.form.cancel')}
              </Button>
              <Button type="submit" loading={openTicket.isPending}>
                {t('support.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
