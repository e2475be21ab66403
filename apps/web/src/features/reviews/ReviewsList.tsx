// A doctor's reviews, newest first, a page at a time. A review a moderator hid is shown only to its
// author (marked "Hidden by moderators") and to admins; everyone but its author may report one.

import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Review } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { dateText } from '../../lib/format';
import { ReportButton } from '../moderation';
import { REVIEWS_PAGE_SIZE, useDoctorReviews } from './api';

function ReviewItem({ review, canReport }: { review: Review; canReport: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" component="li" data-testid="review" aria-label={t('reviews.itemLabel', { name: review.patient_name, rating: review.rating })}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text c="yellow.8" aria-hidden>
            {'★'.repeat(review.rating)}
            <Text span c="gray.4">
              {'★'.repeat(5 - review.rating)}
            </Text>
          </Text>
          <Text size="sm" fw={600}>
            {review.patient_name}
          </Text>
          <Text size="xs" c="dimmed">
            {dateText(review.created_at)}
          </Text>
          {review.hidden && (
            <Badge color="red" variant="light" tt="none" data-testid="review-hidden">
              {t('reviews.hidden')}
            </Badge>
          )}
        </Group>
        {canReport && !review.is_mine && !review.hidden && <ReportButton targetType="review" targetId={review.id} />}
      </Group>
      {review.comment && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
      )}
    </Card>
  );
}

export function ReviewsList({ doctorId, canReport = true }: { doctorId: number; canReport?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useDoctorReviews(doctorId, page);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.count / REVIEWS_PAGE_SIZE)) : 1;
  return (
    <QueryBoundary query={reviews} failed={t('reviews.failed')} empty={t('reviews.empty')} pick={(p) => p.results}>
      {(rows) => (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('reviews.listLabel')}>
            {rows.map((r) => (
              <ReviewItem key={r.id} review={r} canReport={canReport} />
            ))}
          </Stack>
          {pages > 1 && <ListPagination total={pages} value={page} onChange={setPage} mx="auto" aria-label={t('reviews.pages')} />}
        </Stack>
      )}
    </QueryBoundary>
  );
}
