import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import type { AdminUser } from './api';

interface RejectModalProps {
  user: AdminUser | null;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

const REASON_MAX = 1000;

export function RejectModal({ user, busy, onClose, onReject }: RejectModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (user) setReason('');
  }, [user]);

  return (
    <Modal opened={user !== null} onClose={onClose} title={t('admin.rejectTitle')} centered>
      {user && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onReject(reason.trim());
          }}
        >
          <Stack>
            <Text size="sm">
              {t('admin.rejectBefore')}{' '}
              <strong>
                {user.first_name} {user.last_name}
              </strong>{' '}
              {t('admin.rejectAfter', { username: user.username })}
            </Text>
            <Textarea
              label={t('admin.reason')}
              description={t('admin.reasonHint')}
              autosize
              minRows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <FormActions busy={busy} cancelLabel={t('admin.cancel')} onCancel={onClose} submitLabel={t('admin.reject')} danger />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
