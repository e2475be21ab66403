import { ActionIcon, Box, Group, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_CHARS } from '@naijacare/contracts';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter shows once a message is this close to the limit (it is always in the hint for screen readers). */
const SHOW_COUNT_FROM = CHAT_MESSAGE_MAX_CHARS - 200;

/** Writing a message: Enter sends, Shift+Enter starts a new line; the length limit is counted as
 * the server counts it (the text without its surrounding spaces). */
export function Composer({ onSend, onTyping }: { onSend: (body: string) => void; onTyping: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const body = text.trim();
  const over = body.length - CHAT_MESSAGE_MAX_CHARS;
  const sendable = body.length > 0 && over <= 0;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!sendable) return;
    onSend(body);
    setText('');
    // Sent with the button, the next message is still typed where the last one was.
    field.current?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // A keyboard still composing a word (an IME) uses Enter to finish it, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Box component="form" onSubmit={submit} px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={field}
          style={{ flex: 1 }}
          aria-label={t('chat.messageLabel')}
          aria-describedby={hintId}
          placeholder={t('chat.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          value={text}
          error={over > 0 ? t('chat.tooLong', { max: CHAT_MESSAGE_MAX_CHARS, over }) : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value.trim()) onTyping();
          }}
          onKeyDown={keyDown}
        />
        <ActionIcon type="submit" size={36} radius="xl" aria-label={t('chat.send')} disabled={!sendable}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <Text id={hintId} size="xs" c="dimmed">
          {t('chat.keyboardHint', { max: CHAT_MESSAGE_MAX_CHARS })}
        </Text>
        {body.length >= SHOW_COUNT_FROM && (
          <Text size="xs" c={over > 0 ? 'red.8' : 'dimmed'} aria-live="polite" data-testid="chat-counter" style={{ flexShrink: 0 }}>
            {t('chat.counter', { length: body.length, max: CHAT_MESSAGE_MAX_CHARS })}
          </Text>
        )}
      </Group>
    </Box>
  );
}
