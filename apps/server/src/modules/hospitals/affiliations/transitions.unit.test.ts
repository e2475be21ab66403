// The lifecycle as a table: what each party may do from each status.
import type { AffiliationStatus } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../accounts/caller';
import { allowedActions, refusal } from './transitions';

const caller = (ids: Partial<Pick<Caller, 'doctorId' | 'hospitalId' | 'isAdmin'>>): Caller =>
  ({ actor: { id: 1 }, isAdmin: false, patientId: null, doctorId: null, hospitalId: null, ...ids }) as Caller;
const hospital = caller({ hospitalId: 7 });
const otherHospital = caller({ hospitalId: 8 });
const doctor = caller({ doctorId: 3 });
const admin = caller({ isAdmin: true });
const row = (status: AffiliationStatus) => ({ doctor_id: 3, hospital_id: 7, status });

describe('affiliation transitions', () => {
  it('the hospital’s actions from each status', () => {
    expect(allowedActions(hospital, row('pending'))).toEqual(['approve', 'reject']);
    expect(allowedActions(hospital, row('approved'))).toEqual(['suspend', 'revoke']);
    expect(allowedActions(hospital, row('suspended'))).toEqual(['reactivate', 'revoke']);
    expect(allowedActions(hospital, row('revoked'))).toEqual(['restore']);
    expect(allowedActions(hospital, row('rejected'))).toEqual([]);
  });

  it('the doctor withdraws a pending request, leaves an affiliation and rejoins one they left; others do nothing', () => {
    expect(allowedActions(doctor, row('pending'))).toEqual(['withdraw']);
    expect(allowedActions(doctor, row('approved'))).toEqual(['leave']);
    expect(allowedActions(doctor, row('suspended'))).toEqual(['leave']);
    expect(allowedActions(doctor, { ...row('revoked'), left_by_doctor: true })).toEqual(['rejoin']);
    expect(allowedActions(doctor, row('revoked'))).toEqual([]);
    expect(allowedActions(hospital, { ...row('revoked'), left_by_doctor: true })).toEqual([]);
    expect(allowedActions(otherHospital, row('pending'))).toEqual([]);
    expect(allowedActions(admin, row('pending'))).toEqual([]);
  });

  it('refuses the wrong party before the wrong status, and names the status', () => {
    expect(refusal('approve', otherHospital, row('approved'))).toEqual([403, 'affiliation_decide_hospital_only']);
    expect(refusal('approve', hospital, row('approved'))).toEqual([409, 'affiliation_status_conflict', { verb: 'approve', status: 'approved' }]);
    expect(refusal('withdraw', hospital, row('pending'))).toEqual([403, 'affiliation_withdraw_doctor_only']);
    expect(refusal('restore', hospital, row('revoked'))).toBeNull();
    // Who ended it decides who may reopen it.
    expect(refusal('restore', hospital, { ...row('revoked'), left_by_doctor: true })).toEqual([409, 'affiliation_left_by_doctor']);
    expect(refusal('rejoin', doctor, row('revoked'))).toEqual([409, 'affiliation_ended_by_hospital']);
    expect(refusal('leave', hospital, row('approved'))).toEqual([403, 'affiliation_doctor_only']);
  });
});
