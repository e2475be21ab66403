import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (user) setReason('');
  }, [user]);

  return (
    <Modal opened={user !== null} onClose={onClose} title="Reject application" centered>
      {user && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onReject(reason.trim());
          }}
        >
          <Stack>
            <Text size="sm">
              Reject the application of{' '}
              <strong>
                {user.first_name} {user.last_name}
              </strong>{' '}
              ({user.username})? They will not be able to sign in.
            </Text>
            <Textarea
              label="Reason"
              description="Recorded with the decision."
              autosize
              minRows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <FormActions busy={busy} cancelLabel="Cancel" onCancel={onClose} submitLabel="Reject" danger />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
