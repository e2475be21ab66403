// A dispute's conversation between the patient, the doctor and NaijaCare, oldest first, and the
// box to write in it while the dispute is undecided (the server's allowed_actions say so).

import { Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { DISPUTE_MESSAGE_MAX, type Dispute } from '@naijacare/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { FormProblem } from '../../forms/FormProblem';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';
import { useDisputeMessage, useDisputeMessages } from './api';

function MessageForm({ disputeId }: { disputeId: number }) {
  const { t } = useTranslation();
  const send = useDisputeMessage(disputeId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    const text = body.trim();
    if (!text) return setProblem(t('disputes.thread.required'));
    setProblem(null);
    send.mutate(text, {
      onSuccess: () => {
        setBody('');
        toast.success(t('disputes.thread.sent'));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('disputes.thread.write')}>
      <Stack gap="sm">
        <Textarea
          label={t('disputes.thread.write')}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={problem}
          maxLength={DISPUTE_MESSAGE_MAX}
          autosize
          minRows={3}
          maxRows={10}
        />
        <FormProblem message={send.isError ? errorMessage(send.error, t('disputes.thread.failed')) : null} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('disputes.thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DisputeThread({ dispute, me }: { dispute: Dispute; me: number }) {
  const { t } = useTranslation();
  const messages = useDisputeMessages(dispute.id);
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('disputes.thread.heading')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('disputes.thread.heading')}
        </Title>
        <QueryBoundary query={messages} failed={t('disputes.thread.failed')} empty={t('disputes.thread.none')}>
          {(list) => (
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((m) => (
                <Paper
                  component="li"
                  key={m.id}
                  withBorder
                  p="sm"
                  style={m.author.id === me ? { borderLeft: '3px solid var(--mantine-color-blue-6)' } : undefined}
                  data-testid="dispute-message"
                >
                  <Text size="xs" c="dimmed">
                    {m.author.name} · {t(`disputes.thread.roles.${m.author.role}`)} · {whenText(m.created_at)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.body}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryBoundary>
        {dispute.allowed_actions.includes('message') ? (
          <MessageForm disputeId={dispute.id} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('disputes.thread.closed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
