import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { AFFILIATION_TEXT_MAX } from '@naijacare/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { REASON_ACTIONS } from './api';

export interface ReasonTarget {
  action: 'reject' | 'suspend' | 'revoke';
  doctorName: string;
}

interface ReasonModalProps {
  target: ReasonTarget | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** Asks the hospital why before it rejects, suspends or revokes a doctor; the doctor is told the reason. */
export function ReasonModal({ target, busy, onClose, onSubmit }: ReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (target) {
      setReason('');
      setError(null);
    }
  }, [target]);
  const required = target ? (REASON_ACTIONS[target.action]?.required ?? false) : false;

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`affiliations.reasonTitle.${target.action}`, { doctor: target.doctorName }) : ''}
      centered
    >
      {target && (
        // The app's own message explains a missing reason; the browser's bubble would speak another language.
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (required && !reason.trim()) return setError(t('affiliations.reasonRequired'));
            onSubmit(reason.trim());
          }}
        >
          <Stack>
            <Text size="sm">{t(`affiliations.reasonIntro.${target.action}`)}</Text>
            <Textarea
              label={t('affiliations.reason')}
              description={required ? t('affiliations.reasonRequired') : t('affiliations.reasonOptional')}
              withAsterisk={required}
              error={error ? true : undefined}
              autosize
              minRows={3}
              maxLength={AFFILIATION_TEXT_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <FormActions
              error={error}
              busy={busy}
              cancelLabel={t('affiliations.cancel')}
              onCancel={onClose}
              submitLabel={t(`affiliations.action.${target.action}`)}
              danger
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
