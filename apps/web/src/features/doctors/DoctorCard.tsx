import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { DoctorListing, Slot } from '@naijacare/contracts';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicImage } from '../../components/publicImage';
import { RatingText } from '../../components/RatingText';
import { nairaText } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { BIO_CLAMP_LINES, experienceText, hospitalText, isLongBio, noSlotsText } from './doctorView';

interface DoctorCardProps {
  doctor: DoctorListing;
  /** e.g. "Monday", for the no-slots explanation. */
  dayName: string;
  dateText: string;
  onPick: (slot: Slot) => void;
}

/** The doctor's bio, clamped when long, with a toggle to read all of it. */
function DoctorBio({ bio, id }: { bio: string; id: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = isLongBio(bio);
  return (
    <>
      <Text id={id} size="sm" c="dimmed" lineClamp={long && !expanded ? BIO_CLAMP_LINES : undefined} style={{ whiteSpace: 'pre-wrap' }}>
        {bio}
      </Text>
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('doctors.showLess') : t('doctors.showMore')}
        </Anchor>
      )}
    </>
  );
}

/** One doctor in the directory with their free slots on the chosen date. */
export function DoctorCard({ doctor, dayName, dateText, onPick }: DoctorCardProps) {
  const { t } = useTranslation();
  const hospital = hospitalText(doctor);
  const slots = doctor.available_slots ?? [];
  const slotsLabelId = `slots-${doctor.id}`;

  return (
    <Card component="article" withBorder padding="lg" aria-label={doctor.full_name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar {...publicImage(doctor.professional_photo, 72)} size={72} radius="xl" color="brand" alt={t('doctors.photoOf', { name: doctor.full_name })}>
          {initialsOf(doctor.full_name)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} fz="lg" component="h3" m={0}>
              {doctor.full_name}
            </Text>
            {/* Sentence case and at most the card's width: in capitals it was cut off on phones. */}
            <Badge color={doctor.is_available ? 'green' : 'gray'} variant="light" tt="none" maw="100%">
              {doctor.is_available ? t('doctors.accepting') : t('doctors.notAccepting')}
            </Badge>
          </Group>
          <Text size="sm">
            {doctor.specialization} · {experienceText(doctor.years_of_experience)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <RatingText rating={doctor.rating} />
            <Anchor component={Link} to={`/doctors/${doctor.id}`} size="sm" aria-label={t('reviews.reviewsOf', { name: doctor.full_name })}>
              {t('reviews.seeReviews')}
            </Anchor>
          </Group>
          {hospital && (
            <Group gap={4} wrap="nowrap">
              <IconBuildingHospital size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {doctor.hospitals.length > 0
                  ? doctor.hospitals.map((h, i) => (
                      <span key={h.id}>
                        {i > 0 && ', '}
                        <Anchor component={Link} to={`/hospitals/${h.id}`} size="sm">
                          {h.hospital_name}
                        </Anchor>
                      </span>
                    ))
                  : hospital}
              </Text>
            </Group>
          )}
          <Text size="sm">
            {t('doctors.feeLabel')} <strong>{nairaText(doctor.consultation_fee) ?? t('doctors.feeNotSet')}</strong>
          </Text>
          {doctor.bio && <DoctorBio bio={doctor.bio} id={`bio-${doctor.id}`} />}
        </Stack>
      </Group>
      <Stack gap="xs" mt="md">
        <Text size="sm" fw={500} id={slotsLabelId}>
          {t('doctors.freeSlotsOn', { date: dateText })}
        </Text>
        {slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            {noSlotsText(doctor, dayName)}
          </Text>
        ) : (
          <Group gap="xs" role="group" aria-labelledby={slotsLabelId}>
            {slots.map((slot) => (
              <Button
                key={slot.start}
                size="xs"
                variant="light"
                onClick={() => onPick(slot)}
                aria-label={t('doctors.bookAt', { time: slot.time, name: doctor.full_name })}
              >
                {slot.time}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
