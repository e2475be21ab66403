// /support/contact: writing to support without signing in — for someone who cannot (a deactivated
// account, a lost password). Name, an email or a phone to answer at, what it is about and the
// message; the server makes it a ticket in the admins' queue. A field people never see stays empty
// (a bot fills it), and the form goes with the token the server gave when it was shown (a bot sends
// at once): the page holds a quick send until the server will take it. Someone signed in is sent to
// the ticket form of their own account.

import { Alert, Anchor, Box, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUPPORT_CATEGORIES, SUPPORT_CONTACT_NAME_MAX, SUPPORT_MESSAGE_MAX, type SupportContactInput, type SupportContactResponse } from '@naijacare/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { api } from '../../api/http';
import { useSession } from '../../auth/useSession';
import { FormProblem } from '../../forms/FormProblem';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { AuthFrame } from '../auth';
import { contactTokenQuery, hasRunOut, waitBeforeSending } from './contactToken';

interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  category: string | null;
  message: string;
  website: string;
}

const FIELDS = ['name', 'email', 'phone', 'category', 'message'];

/** Kept off screen and out of the tab order: people never fill it, bots fill every field they find. */
const HIDDEN: React.CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' };

export function ContactPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  // Asked for as the form is shown: the server times the form from here.
  useQuery({ ...contactTokenQuery, enabled: !session });
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const [sent, setSent] = useState<SupportContactResponse | null>(null);
  const form = useForm<ContactDraft>({ initialValues: { name: '', email: '', phone: '', category: null, message: '', website: '' } });
  const send = useMutation({
    mutationFn: async (body: Omit<SupportContactInput, 'form_token'>) => {
      let token = queryClient.getQueryData(contactTokenQuery.queryKey);
      if (!token || hasRunOut(token, performance.now())) token = await queryClient.fetchQuery({ ...contactTokenQuery, staleTime: 0 });
      const wait = waitBeforeSending(token, performance.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const answer = await api.post<SupportContactResponse>('/api/support/contact/', { ...body, form_token: token.form_token }, { anonymous: true });
      // A token is taken once: another message from this page would need a new one.
      queryClient.removeQueries({ queryKey: contactTokenQuery.queryKey });
      return answer;
    },
  });
  if (session) return <Navigate to="/support/new" replace />;

  const submit = form.onSubmit((v) => {
    setProblem(null);
    form.clearErrors();
    const errors: Record<string, string> = {};
    if (!v.name.trim()) errors.name = t('contact.nameRequired');
    if (!v.email.trim() && !v.phone.trim()) errors.email = t('contact.reachRequired');
    if (!v.category) errors.category = t('contact.categoryRequired');
    if (!v.message.trim()) errors.message = t('contact.messageRequired');
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    send.mutate(
      {
        name: v.name.trim(),
        email: v.email.trim() || null,
        phone: v.phone.trim() || null,
        category: v.category ?? '',
        message: v.message.trim(),
        website: v.website,
      },
      {
        onSuccess: setSent,
        onError: (error) => {
          const text = describeError(error, t('contact.failed'));
          const field = errorBodyOf(error)?.details?.field;
          if (typeof field === 'string' && FIELDS.includes(field)) form.setFieldError(field, text.message);
          else setProblem(text);
        },
      },
    );
  });

  if (sent)
    return (
      <AuthFrame title={t('contact.title')}>
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={t('contact.sentTitle')} role="status">
          <Stack gap={4}>
            <Text size="sm">{t('contact.sentText')}</Text>
            <Text size="sm">{t('contact.reference', { reference: sent.reference })}</Text>
          </Stack>
        </Alert>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('contact.backToSignIn')}
        </Anchor>
      </AuthFrame>
    );

  return (
    <AuthFrame title={t('contact.title')} subtitle={t('contact.subtitle')} width={520}>
      <form onSubmit={submit} noValidate aria-label={t('contact.title')}>
        <Stack gap="md">
          <TextInput label={t('contact.name')} autoComplete="name" withAsterisk maxLength={SUPPORT_CONTACT_NAME_MAX} {...form.getInputProps('name')} />
          <Text size="xs" c="dimmed" id="contact-reach-hint">
            {t('contact.reachHint')}
          </Text>
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-describedby="contact-reach-hint"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-describedby="contact-reach-hint"
            {...form.getInputProps('phone')}
          />
          <Select
            label={t('contact.category')}
            placeholder={t('contact.categoryPlaceholder')}
            data={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: t(`contact.categories.${c}`) }))}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Textarea
            label={t('contact.message')}
            description={t('contact.messageHint', { max: SUPPORT_MESSAGE_MAX.toLocaleString('en') })}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={SUPPORT_MESSAGE_MAX}
            {...form.getInputProps('message')}
          />
          <Box style={HIDDEN} aria-hidden>
            <TextInput label={t('contact.website')} tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
          </Box>
          <FormProblem title={problem?.title} message={problem?.message} />
          <Button type="submit" fullWidth loading={send.isPending}>
            {t('contact.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('contact.backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </AuthFrame>
  );
}
