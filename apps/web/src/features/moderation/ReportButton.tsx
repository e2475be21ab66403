// "Report" beside a doctor's profile, a review or a chat message: a dialog asks why, and the report
// goes to the moderators. The server decides whether it may be reported (it refuses one's own, and
// a second open report by the same person, with a message shown here).

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_REASON_MAX, type ReportTargetType } from '@naijacare/contracts';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useFileReport } from './api';

export function ReportButton({
  targetType,
  targetId,
  size = 'compact-xs',
}: {
  targetType: ReportTargetType;
  targetId: number;
  size?: 'compact-xs' | 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useFileReport();
  const what = t(`moderation.targets.${targetType}`);

  const submit = () => {
    if (!reason.trim()) {
      setError(t('moderation.report.reasonRequired'));
      return;
    }
    file.mutate(
      { target_type: targetType, target_id: targetId, reason },
      {
        onSuccess: () => {
          toast.success(t('moderation.report.sent'));
          setOpened(false);
          setReason('');
        },
        onError: (e) => setError(errorMessage(e, t('moderation.report.failed'))),
      },
    );
  };

  return (
    <>
      <Button
        size={size}
        variant="subtle"
        color="gray"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => {
          setError(null);
          setOpened(true);
        }}
        aria-label={t('moderation.report.buttonLabel', { what })}
      >
        {t('moderation.report.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('moderation.report.title', { what })} centered>
        <Stack>
          <Text size="sm">{t('moderation.report.text')}</Text>
          <Textarea
            label={t('moderation.report.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            maxLength={REPORT_REASON_MAX}
            autosize
            minRows={3}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={file.isPending}>
              {t('moderation.cancel')}
            </Button>
            <Button color="red" onClick={submit} loading={file.isPending}>
              {t('moderation.report.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
