import { describe, expect, it } from 'vitest';
import { parseNaira } from './naira';

describe('naira typed by a person, read as kobo', () => {
  it('takes plain and grouped amounts with up to two decimals', () => {
    expect(parseNaira('1,500.50')).toBe(150_050);
    expect(parseNaira('1500.5')).toBe(150_050);
    expect(parseNaira('5000')).toBe(500_000);
    expect(parseNaira(' ₦10,000 ')).toBe(1_000_000);
    expect(parseNaira('1,000,000.00')).toBe(100_000_000);
    expect(parseNaira('0.01')).toBe(1);
  });

  it('refuses what is not an amount: wrong grouping, three decimals, signs, words, nothing', () => {
    for (const text of ['', ' ', '1,50', '15,00.00', ',500', '1500.505', '-500', '+500', '1e3', 'five', '12.', '.5', '1 500'])
      expect(parseNaira(text), text).toBeNull();
  });
});
