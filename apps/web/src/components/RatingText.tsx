// "★ 4.5 (12)": a doctor's average and how many visible reviews it is over; "No reviews yet" when none.

import { Group, Text } from '@mantine/core';
import type { RatingSummary } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';

export function RatingText({ rating, size = 'sm' }: { rating: RatingSummary; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (rating.count === 0 || rating.average === null)
    return (
      <Text size={size} c="dimmed" data-testid="doctor-rating">
        {t('reviews.none')}
      </Text>
    );
  return (
    <Group
      gap={4}
      wrap="nowrap"
      data-testid="doctor-rating"
      role="img"
      aria-label={t('reviews.ratingLabel', { average: rating.average.toFixed(1), count: rating.count })}
    >
      <Text size={size} c="yellow.8" aria-hidden>
        ★
      </Text>
      <Text size={size} fw={600} aria-hidden>
        {rating.average.toFixed(1)}
      </Text>
      <Text size={size} c="dimmed" aria-hidden>
        ({rating.count})
      </Text>
    </Group>
  );
}
