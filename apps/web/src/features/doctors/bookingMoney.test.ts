import type { Appointment, DoctorListing, Slot } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import type { BookingChoice } from './BookingModal';
import { feeOf, missingOf, shortfallOf, topUpOfferFor } from './bookingMoney';

const request = (consultation_fee: string): BookingChoice => ({
  kind: 'request',
  doctor: { id: 1, consultation_fee } as DoctorListing,
  slot: { start: '2026-11-23T08:00:00.000Z' } as Slot,
});
const openSlot = (fee: string): BookingChoice => ({ kind: 'open-slot', slot: { id: 7, fee } as Appointment });

describe('the fee a booking holds', () => {
  it('is the doctor’s fee for a request and the slot’s own for an open slot, in kobo', () => {
    expect(feeOf(request('12500.00'))).toBe(1_250_000);
    expect(feeOf(openSlot('9000.50'))).toBe(900_050);
  });
  it('is nothing for a free consultation', () => {
    expect(feeOf(request('0.00'))).toBe(0);
    expect(feeOf(openSlot('0'))).toBe(0);
  });
});

describe('what the wallet lacks', () => {
  it('is the fee less the balance, never below nothing', () => {
    expect(shortfallOf(1_250_000, 500_000)).toBe(750_000);
    expect(shortfallOf(1_250_000, 1_250_000)).toBe(0);
    expect(shortfallOf(1_250_000, 5_000_000)).toBe(0);
    expect(shortfallOf(0, 0)).toBe(0);
  });

  it('is read from a 402 insufficient_funds, and from nothing else', () => {
    const refusal = (status: number, body: object | null) => new ApiError(status, body);
    expect(missingOf(refusal(402, { error: 'Your wallet is short by ₦2,500.00', code: 'insufficient_funds', details: { missing: 250_000 } }))).toBe(250_000);
    expect(missingOf(refusal(409, { error: 'Slot taken', code: 'slot_taken' }))).toBeNull();
    expect(missingOf(refusal(402, { code: 'insufficient_funds' }))).toBeNull();
    expect(missingOf(refusal(402, { code: 'insufficient_funds', details: { missing: '250000' } }))).toBeNull();
    expect(missingOf(refusal(402, { code: 'insufficient_funds', details: { missing: 0.5 } }))).toBeNull();
    expect(missingOf(refusal(402, null))).toBeNull();
    expect(missingOf(new Error('network'))).toBeNull();
    expect(missingOf(null)).toBeNull();
  });
});

describe('the top-up offered for what is missing', () => {
  const limits = { min: 10_000, max: 100_000_000 };
  it('is exactly what is missing within the server’s limits', () => {
    expect(topUpOfferFor(750_000, limits)).toBe(750_000);
    expect(topUpOfferFor(10_000, limits)).toBe(10_000);
  });
  it('is the smallest top-up when less is missing, and the largest when more is', () => {
    expect(topUpOfferFor(2_000, limits)).toBe(10_000);
    expect(topUpOfferFor(1, limits)).toBe(10_000);
    expect(topUpOfferFor(150_000_000, limits)).toBe(100_000_000);
  });
  it('is what is missing until the limits are known (the server checks them anyway)', () => {
    expect(topUpOfferFor(2_000)).toBe(2_000);
  });
});
