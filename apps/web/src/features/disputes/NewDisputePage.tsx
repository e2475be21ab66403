// /disputes/new?appointment=ID: the patient opens a dispute on one of their appointments — what
// went wrong and the details. The server decides whether the appointment may be disputed (its
// status, the 14 days, one open at a time) and its refusal is said in the form.

import { Alert, Anchor, Button, Card, Group, Select, Stack, Textarea } from '@mantine/core';
import { DISPUTE_CATEGORIES, DISPUTE_DESCRIPTION_MAX, type DisputeCategory } from '@naijacare/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { FormProblem } from '../../forms/FormProblem';
import { describeError, type ErrorText } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useOpenDispute } from './api';
import { disputeCategoryLabel, disputeIdOf } from './disputeView';

export function NewDisputePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appointment = disputeIdOf(useSearchParams()[0].get('appointment') ?? undefined);
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
    if (!category || found.description || appointment === null) return;
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
    <Stack maw={760}>
      <Anchor component={Link} to="/disputes" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('disputes.back')}
      </Anchor>
      <PageHeader title={t('disputes.form.title')} description={t('disputes.form.description')} />
      {appointment === null ? (
        <Alert color="yellow">{t('disputes.form.noAppointment')}</Alert>
      ) : (
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
      )}
    </Stack>
  );
}
