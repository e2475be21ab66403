import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatNaira, koboToNaira } from '@naijacare/contracts';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/useSession';
import { errorMessage } from '../../lib/errors';
import { nairaText } from '../../lib/format';
import { ERROR_TEXT } from '../../theme';
import { useStartTopUp, useTopUpLimits, useWallet } from '../wallet/api';
import { type BookingDraft, saveBookingDraft } from './bookingDraft';
import { shortfallOf, topUpOfferFor } from './bookingMoney';

const naira = (kobo: number) => nairaText(koboToNaira(kobo)) ?? formatNaira(kobo);

interface BookingFundsProps {
  /** The fee the booking holds, in kobo. */
  fee: number;
  /** The server's refusal of the last attempt (402): the kobo it said were missing, and when the
   * attempt was sent. Until the balance has been read again after it, the refusal has the last word. */
  refused: { missing: number; at: number } | null;
  /** What the patient has chosen so far, kept while they top up. */
  draft: () => Omit<BookingDraft, 'reference' | 'userId'>;
}

/**
 * The money side of a booking: the fee (or "Free"), the patient's available balance, and when it
 * is short, how much is missing and a top-up of that amount. The top-up goes to the provider's
 * checkout and comes back to this page, where the booking reopens as it was (bookingDraft.ts).
 */
export function BookingFunds({ fee, refused, draft }: BookingFundsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const wallet = useWallet();
  const limits = useTopUpLimits();
  const start = useStartTopUp();
  const { pathname } = useLocation();

  if (fee <= 0)
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('doctors.booking.fee')}</Text>
        <Text size="sm" fw={600} data-testid="booking-fee">
          {t('doctors.booking.free')}
        </Text>
      </Group>
    );

  const available = wallet.data?.available;
  const known = available === undefined ? 0 : shortfallOf(fee, available);
  const refusalStands = refused !== null && wallet.dataUpdatedAt <= refused.at;
  const missing = refusalStands ? Math.max(known, refused.missing) : known;
  const offer = topUpOfferFor(missing, limits.data);
  // Usually exactly what is missing; else the server's smallest top-up, or its largest and another after.
  const offerText =
    offer > missing
      ? t('doctors.booking.topUpMinimum', { min: naira(offer) })
      : offer < missing
        ? t('doctors.booking.topUpMaximum', { max: naira(offer) })
        : t('doctors.booking.topUpHint');

  const topUp = () => {
    if (!session) return;
    start.mutate(
      { amount: offer, returnTo: pathname },
      {
        onSuccess: ({ reference, authorization_url }) => {
          saveBookingDraft({ ...draft(), reference, userId: session.user.id });
          window.location.assign(authorization_url);
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('doctors.booking.fee')}</Text>
        <Text size="sm" fw={600} data-testid="booking-fee">
          {naira(fee)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('doctors.booking.balance')}</Text>
        <Text size="sm" fw={600} data-testid="booking-balance">
          {available !== undefined ? naira(available) : wallet.isError ? t('doctors.booking.balanceUnknown') : t('common.loading')}
        </Text>
      </Group>
      {missing > 0 ? (
        <Alert
          color="orange"
          icon={<IconWallet size={18} aria-hidden />}
          role={refusalStands ? 'alert' : undefined}
          data-testid="booking-shortfall"
          title={t('doctors.booking.short', { missing: naira(missing) })}
        >
          <Stack gap="xs">
            <Text size="sm">{offerText}</Text>
            <Group>
              <Button size="sm" onClick={topUp} loading={start.isPending || start.isSuccess} leftSection={<IconWallet size={16} aria-hidden />}>
                {t('doctors.booking.topUp', { amount: naira(offer) })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('doctors.booking.feeHeld')}
        </Text>
      )}
      {start.isError && (
        <Text size="sm" c={ERROR_TEXT} role="alert">
          {errorMessage(start.error, t('wallet.startFailed'))}
        </Text>
      )}
    </Stack>
  );
}
