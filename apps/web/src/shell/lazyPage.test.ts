import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError } from './chunkLoadError';
import { lazyPage, withLoadTimeout } from './lazyPage';

const Page = () => null;

describe('withLoadTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with a ChunkLoadError when the load has not settled in time', async () => {
    const never = new Promise<never>(() => {});
    const result = withLoadTimeout(never, 'The page XPage', 120_000);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toThrow('The page XPage did not load within 120 s');
  });

  it('passes a load that settles in time through and stops the timer', async () => {
    const result = withLoadTimeout(Promise.resolve('module'), 'x', 1_000);
    await expect(result).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed download into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: http://x/assets/XPage-abc.js');
    const error = await withLoadTimeout(Promise.reject(cause), 'The page XPage', 1_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(cause);
  });

  it('leaves an error from the page’s own code as it is', async () => {
    const bug = new ReferenceError('x is not defined');
    await expect(withLoadTimeout(Promise.reject(bug), 'x', 1_000)).rejects.toBe(bug);
  });
});

describe('lazyPage', () => {
  it('gives the named export as the route Component', async () => {
    await expect(lazyPage(async () => ({ XPage: Page }), 'XPage')()).resolves.toEqual({ Component: Page });
  });

  it('times out with fake timers', async () => {
    vi.useFakeTimers();
    try {
      const loading = lazyPage(() => new Promise<{ XPage: typeof Page }>(() => {}), 'XPage', 500)();
      const check = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(500);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new ChunkLoadError('x'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://naijacare.ng/assets/ProfilePage-1a2b.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/ProfilePage-1a2b.css'), true],
    [new Error('Something else'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
