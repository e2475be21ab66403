import type { Call } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { joinStep, waitingFor } from './joining';

const call = (fields: Partial<Call>): Call =>
  ({ id: 1, appointment: 9, call_type: 'video', status: 'created', created_by: 5, joined_by: null, started_by: null, ended_by: null, ...fields }) as Call;

describe('joining a call', () => {
  it('opens a call when there is none, or the last one ended', () => {
    expect(joinStep(null, 5)).toBe('open');
    expect(joinStep(call({ status: 'ended' }), 5)).toBe('open');
  });

  it('joins and waits on a call nobody is in yet', () => {
    expect(joinStep(call({ status: 'created' }), 7)).toBe('join');
  });

  it('answers when the other party waits, and comes back into its own wait', () => {
    expect(joinStep(call({ status: 'ringing', joined_by: 5 }), 7)).toBe('start');
    expect(joinStep(call({ status: 'ringing', joined_by: 7 }), 7)).toBe('rejoin');
    expect(waitingFor(call({ status: 'ringing', joined_by: 7 }), 7)).toBe('other');
    expect(waitingFor(call({ status: 'ringing', joined_by: 5 }), 7)).toBeNull();
  });

  it('comes back into a call already going', () => {
    expect(joinStep(call({ status: 'active', joined_by: 5, started_by: 7 }), 5)).toBe('rejoin');
  });
});
