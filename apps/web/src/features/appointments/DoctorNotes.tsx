import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useSaveAppointmentNotes } from './api';

const NOTES_MAX = 5000;

/** The doctor's notes on an appointment: shown, and editable in place. */
export function DoctorNotes({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const save = useSaveAppointmentNotes();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(appointment.notes ?? '');

  if (!editing)
    return (
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text size="sm" c={appointment.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', flex: 1 }}>
          {appointment.notes ? t('appointments.notes.shown', { notes: appointment.notes }) : t('appointments.notes.none')}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            setText(appointment.notes ?? '');
            setEditing(true);
          }}
        >
          {appointment.notes ? t('appointments.notes.edit') : t('appointments.notes.add')}
        </Button>
      </Group>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: appointment.id, notes: text.trim() },
          {
            onSuccess: () => {
              setEditing(false);
              toast.success(t('appointments.notes.savedText'), t('appointments.notes.saved'));
            },
            onError: (error) => toast.error(errorMessage(error, t('appointments.notes.failed'))),
          },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('appointments.notes.label')}
          description={t('appointments.notes.hint')}
          autosize
          minRows={2}
          maxLength={NOTES_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <FormActions
          size="xs"
          busy={save.isPending}
          cancelLabel={t('appointments.notes.discard')}
          onCancel={() => setEditing(false)}
          submitLabel={t('appointments.notes.save')}
        />
      </Stack>
    </form>
  );
}
