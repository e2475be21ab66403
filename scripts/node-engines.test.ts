import { describe, expect, it } from 'vitest';
import { fitsRange } from './node-engines.mjs';

describe("whether a Node version is one package.json's engines.node accepts", () => {
  const range = '^22.18.0 || >=24.2.0';

  it.each([
    ['22.18.0', true],
    ['22.23.3', true],
    ['24.2.0', true],
    ['26.1.0', true],
    ['22.17.9', false],
    ['20.20.2', false],
    ['23.11.0', false],
    ['24.1.9', false],
  ])('%s: %s', (version, fits) => {
    expect(fitsRange(version, range)).toBe(fits);
  });

  it('reads a bare major as that major only', () => {
    expect(fitsRange('22.0.0', '22')).toBe(true);
    expect(fitsRange('24.0.0', '22')).toBe(false);
  });

  it('refuses a range it cannot read rather than guess', () => {
    expect(() => fitsRange('22.18.0', '~22.18')).toThrow(/~22\.18/);
  });
});
