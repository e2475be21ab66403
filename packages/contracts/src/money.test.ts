import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo } from './money';

describe('money', () => {
  it('parses naira to integer kobo without floating-point drift', () => {
    expect(nairaToKobo('12500')).toBe(1_250_000);
    expect(nairaToKobo('0.1')).toBe(10);
    expect(nairaToKobo(0.29)).toBe(29);
    expect(nairaToKobo('1234567.89')).toBe(123_456_789);
  });
  it('refuses negatives, three decimals and text', () => {
    for (const bad of ['-1', '1.001', 'abc', '', null, undefined, Number.NaN, '1e5']) expect(nairaToKobo(bad)).toBeNull();
  });
  it('formats kobo as naira', () => {
    expect(koboToNaira(1_250_050)).toBe('12500.50');
    expect(koboToNaira(5)).toBe('0.05');
    expect(formatNaira(1_250_000)).toBe('₦12,500.00');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(123_456_789)).toBe('₦1,234,567.89');
    expect(formatNaira(-150)).toBe('-₦1.50');
  });
});
