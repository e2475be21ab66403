import { describe, expect, it } from 'vitest';
import { firstPage, hospitalListParams } from './api';
import { isWithdrawnSlot, patientCellKey } from './hospitalView';

describe('the hospital appointments list', () => {
  it('asks for one row more than a page, from the page’s offset, with the filters set', () => {
    expect(hospitalListParams(firstPage()).toString()).toBe('limit=21&offset=0');
    expect(hospitalListParams({ status: 'completed', doctor: '4', dateFrom: '2026-11-01', dateTo: '2026-11-30', page: 3 }).toString()).toBe(
      'limit=21&offset=40&status=completed&doctor=4&date_from=2026-11-01&date_to=2026-11-30',
    );
  });

  it('reads a cancelled hospital slot nobody booked as withdrawn', () => {
    expect(isWithdrawnSlot({ status: 'cancelled', patient: null, schedule_creator: 'hospital' })).toBe(true);
    expect(isWithdrawnSlot({ status: 'cancelled', patient: 3, schedule_creator: 'hospital' })).toBe(false);
    expect(isWithdrawnSlot({ status: 'scheduled', patient: null, schedule_creator: 'hospital' })).toBe(false);
  });
});

describe('the patient cell of an appointment whose patient the hospital may not see', () => {
  const privately = (status: 'scheduled' | 'rejected' | 'cancelled') => ({ status, patient: null, patient_private: true, schedule_creator: 'doctor' as const });
  it('says booked, declined or cancelled, never a bare "a patient’s"', () => {
    expect(patientCellKey(privately('scheduled'))).toBe('hospitalAppointments.privatePatient');
    expect(patientCellKey(privately('rejected'))).toBe('hospitalAppointments.privateDeclined');
    expect(patientCellKey(privately('cancelled'))).toBe('hospitalAppointments.privateCancelled');
  });
});
