import { describe, expect, it } from 'vitest';
import { packShards, secondsByFile } from './e2e-shards';

describe('packShards', () => {
  it('puts the slow files side by side in the alphabet on different shards, and balances the rest', () => {
    const seconds = { 'a.spec.ts': 120, 'b.spec.ts': 180, 'c.spec.ts': 60, 'd.spec.ts': 50, 'e.spec.ts': 40, 'f.spec.ts': 30 };
    const shards = packShards(Object.keys(seconds), seconds, 3);
    expect(shards).toHaveLength(3);
    expect(shards.flat().sort()).toEqual(Object.keys(seconds));
    const totals = shards.map((files) => files.reduce((s, f) => s + seconds[f as keyof typeof seconds], 0));
    expect(Math.max(...totals)).toBe(180);
    expect(shards.find((files) => files.includes('a.spec.ts'))).not.toContain('b.spec.ts');
  });

  it('weighs a file it has no time for as the median, and never makes an empty shard', () => {
    expect(packShards(['new.spec.ts', 'old.spec.ts'], { 'old.spec.ts': 10 }, 3)).toEqual([['new.spec.ts'], ['old.spec.ts']]);
    expect(packShards(['x.spec.ts'], {}, 2)).toEqual([['x.spec.ts']]);
  });
});

describe('secondsByFile', () => {
  it('adds up every result of every test of a file, in nested suites, across shards', () => {
    const report = (file: string, ms: number[]) => ({
      suites: [
        {
          title: file,
          file,
          specs: [{ tests: [{ results: ms.slice(0, 1).map((duration) => ({ duration })) }] }],
          suites: [{ specs: [{ tests: [{ results: ms.slice(1).map((duration) => ({ duration })) }] }] }],
        },
      ],
    });
    expect(secondsByFile([report('call.spec.ts', [60_000, 30_400]), report('auth.spec.ts', [1_600])])).toEqual({ 'call.spec.ts': 90, 'auth.spec.ts': 2 });
  });
});
