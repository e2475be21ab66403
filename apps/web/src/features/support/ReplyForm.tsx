// The reply box under a ticket's conversation: checked with the server's own rule before sending;
// a refusal (the ticket closed meanwhile, too many replies) is said in the form.

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX } from '@naijacare/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../forms/FormProblem';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useReply } from './api';
import { checkReply } from './ticketDraft';

interface ReplyFormProps {
  ticketId: number;
  label: string;
  /** Why no reply can be sent now (the ticket is closed): said above the box, which is disabled. */
  disabledHint?: ReactNode;
}

export function ReplyForm({ ticketId, label, disabledHint }: ReplyFormProps) {
  const { t } = useTranslation();
  const reply = useReply(ticketId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.reset();
    const checked = checkReply(body);
    if (!checked.ok) {
      setProblem(checked.errors.body);
      return;
    }
    setProblem(null);
    reply.mutate(checked.body, {
      onSuccess: () => {
        setBody('');
        toast.success(t('support.ticket.sent'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {disabledHint}
        <Textarea
          label={label}
          description={t('support.ticket.replyHint', { max: SUPPORT_MESSAGE_MAX.toLocaleString('en') })}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={problem}
          autosize
          minRows={3}
          maxRows={12}
          disabled={Boolean(disabledHint)}
        />
        <FormProblem message={reply.isError ? errorMessage(reply.error, t('support.ticket.sendFailed')) : null} />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending} disabled={Boolean(disabledHint)}>
            {t('support.ticket.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
