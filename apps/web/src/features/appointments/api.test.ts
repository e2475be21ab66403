import { describe, expect, it } from 'vitest';
import { APPOINTMENT_REFRESH_MS, appointmentListParams, appointmentQueries } from './api';

describe('appointment list query', () => {
  it('polls every minute, so server-decided actions and others’ changes reach a page left open', () => {
    expect(APPOINTMENT_REFRESH_MS).toBe(60_000);
    expect(appointmentQueries.list().refetchInterval).toBe(60_000);
  });

  it('asks for every appointment, leaving out an empty search and the "all" type', () => {
    expect(appointmentListParams({ search: '  ', appointment_type: 'all' }).toString()).toBe('show_all=true');
    expect(appointmentListParams({ search: ' Ada ', appointment_type: 'video' }).toString()).toBe('show_all=true&search=Ada&appointment_type=video');
  });
});
