// "Rate" on a completed appointment (its patient's, not yet rated): a dialog with 1–5 stars and an
// optional comment. Shown once: after rating, the appointment reads "You rated it".

import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { type Appointment, REVIEW_COMMENT_MAX } from '@naijacare/contracts';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useMyReviews, useRate } from './api';

export function RateButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const mine = useMyReviews(appointment.status === 'completed');
  const rate = useRate();
  const [opened, setOpened] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (appointment.status !== 'completed' || !mine.data) return null;
  const done = mine.data.results.find((r) => r.appointment === appointment.id);
  if (done)
    return (
      <Text size="xs" c="dimmed" data-testid="rated">
        {t('reviews.rated', { rating: done.rating })}
      </Text>
    );

  const submit = () => {
    if (rating < 1) {
      setError(t('reviews.dialog.ratingRequired'));
      return;
    }
    rate.mutate(
      { appointment: appointment.id, rating, comment: comment.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('reviews.dialog.thanks'));
          setOpened(false);
        },
        onError: (e) => setError(errorMessage(e, t('reviews.dialog.failed'))),
      },
    );
  };

  return (
    <>
      <Button size="xs" variant="light" color="yellow" leftSection={<IconStar size={14} aria-hidden />} onClick={() => setOpened(true)}>
        {t('reviews.rate')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('reviews.dialog.title', { doctor: appointment.doctor_name })} centered>
        <Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`rating-label-${appointment.id}`}>
              {t('reviews.dialog.rating')}
            </Text>
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                setError(null);
              }}
              size="lg"
              aria-labelledby={`rating-label-${appointment.id}`}
              getSymbolLabel={(value) => t('reviews.dialog.stars', { count: value })}
            />
          </Stack>
          <Textarea
            label={t('reviews.dialog.comment')}
            description={t('reviews.dialog.commentHint', { max: REVIEW_COMMENT_MAX })}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={REVIEW_COMMENT_MAX}
            autosize
            minRows={3}
          />
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={rate.isPending}>
              {t('reviews.dialog.cancel')}
            </Button>
            <Button onClick={submit} loading={rate.isPending}>
              {t('reviews.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
