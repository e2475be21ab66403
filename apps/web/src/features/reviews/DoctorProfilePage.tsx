// /doctors/:doctorId: one doctor's page — who they are, their rating and their reviews, with
// "Report" on the profile. /doctor/reviews is the same page for the signed-in doctor themself, with
// the mark when a moderator hid their bio and photo.

import { Alert, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DoctorListing } from '@naijacare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { publicImage } from '../../components/publicImage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { RatingText } from '../../components/RatingText';
import { initialsOf } from '../../lib/initials';
import { ReportButton } from '../moderation';
import { reviewQueries, useDoctorListing, useMyDoctorProfile } from './api';
import { ReviewsList } from './ReviewsList';

function DoctorProfile({ doctor, own }: { doctor: DoctorListing; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack maw={900} gap="md">
      <Card withBorder padding="lg" component="section" aria-label={doctor.full_name}>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Avatar
            {...publicImage(doctor.professional_photo, 88, 'eager')}
            size={88}
            radius="xl"
            color="brand"
            alt={t('doctors.photoOf', { name: doctor.full_name })}
          >
            {initialsOf(doctor.full_name)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h3">
                {doctor.full_name}
              </Title>
              {!own && <ReportButton targetType="doctor_profile" targetId={doctor.id} size="xs" />}
            </Group>
            <Text size="sm">{doctor.specialization}</Text>
            <RatingText rating={doctor.rating} />
            {doctor.profile_hidden && (
              <Alert color="red" variant="light" title={t('reviews.profileHiddenTitle')} data-testid="profile-hidden">
                {own ? t('reviews.profileHiddenOwn') : t('reviews.profileHiddenAdmin')}
                <Badge ml="xs" color="red" variant="light" tt="none">
                  {t('reviews.hidden')}
                </Badge>
              </Alert>
            )}
            {doctor.bio && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {doctor.bio}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="reviews-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="reviews-heading">
            {own ? t('reviews.mineTitle') : t('reviews.title')}
          </Title>
          <ReviewsList doctorId={doctor.id} canReport={!own} />
        </Stack>
      </Card>
    </Stack>
  );
}

export function DoctorProfilePage() {
  const { t } = useTranslation();
  const id = Number(useParams().doctorId);
  const doctor = useDoctorListing(id);
  // A doctor opening their own page sees it as its owner: no Report, and the owner's wording.
  const session = useSession();
  const mine = useQuery({ ...reviewQueries.myProfile(), enabled: session !== null && roleOf(session) === 'doctor' });
  return (
    <Stack gap="md">
      <PageHeader title={t('reviews.doctorPage')} />
      <QueryBoundary query={doctor} failed={t('reviews.doctorFailed')}>
        {(d) => <DoctorProfile doctor={d} own={mine.data?.id === d.id} />}
      </QueryBoundary>
    </Stack>
  );
}

export function MyReviewsPage() {
  const { t } = useTranslation();
  const profile = useMyDoctorProfile();
  return (
    <Stack gap="md">
      <PageHeader title={t('reviews.myPage')} description={t('reviews.myPageText')} />
      <QueryBoundary query={profile} failed={t('reviews.doctorFailed')}>
        {(d) => <DoctorProfile doctor={d} own />}
      </QueryBoundary>
    </Stack>
  );
}
