import { UPDATE_CHECK_MS } from '@naijacare/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_UPDATE_CHECK_MS, isNewVersion, startUpdateChecks } from './version';

describe('isNewVersion', () => {
  it.each([
    ['0.1.0+20261121T054200', '0.1.0+20261121T060000', true],
    ['0.1.0+20261121T054200', '0.1.0+20261121T054200', false],
    ['0.1.0+20261121T054200', 'development', false],
    ['0.1.0+20261121T054200', 'unknown', false],
    ['0.1.0+20261121T054200', '', false],
    ['0.1.0+20261121T054200', null, false],
    ['development', '0.1.0+20261121T054200', false],
  ])('running %s, served %s → %s', (running, served, expected) => {
    expect(isNewVersion(running, served)).toBe(expected);
  });
});

describe('startUpdateChecks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks soon after start, then every UPDATE_CHECK_MS', async () => {
    const fetchServed = vi.fn().mockResolvedValue('1');
    const stop = startUpdateChecks({ running: '1', fetchServed, onNewVersion: vi.fn() });
    await vi.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_MS);
    expect(fetchServed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - FIRST_UPDATE_CHECK_MS);
    expect(fetchServed).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(fetchServed).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS * 3);
    expect(fetchServed).toHaveBeenCalledTimes(3);
  });

  it('announces a different served version and ignores failed checks', async () => {
    const fetchServed = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('2');
    const onNewVersion = vi.fn();
    startUpdateChecks({ running: '1', fetchServed, onNewVersion, firstCheckMs: 10, everyMs: 100 });
    await vi.advanceTimersByTimeAsync(10);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(90);
    expect(onNewVersion).toHaveBeenCalledWith('2');
  });
});
