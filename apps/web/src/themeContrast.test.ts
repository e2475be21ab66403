import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { contrastRatio, MIN_CONTRAST, readableOn } from './themeContrast';

describe('theme contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as needed', () => {
    expect(readableOn('#212529', ['#ffffff'])).toBe('#212529');
    const yellow = readableOn('#fab005', ['#ffffff']);
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('dimmed (gray 6) and placeholder (gray 5) text read on white and on the gray page background', () => {
    for (const shade of [5, 6]) {
      const text = theme.colors?.gray?.[shade] ?? '';
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every light badge colour reads on its own tint', () => {
    const resolve = theme.variantColorResolver;
    expect(resolve).toBeDefined();
    for (const color of ['yellow', 'orange', 'green', 'teal', 'blue', 'red', 'grape', 'gray']) {
      const light = resolve?.({ color, variant: 'light', theme: { ...DEFAULT_THEME, ...theme } as never });
      expect(contrastRatio(light?.color ?? '', DEFAULT_THEME.colors[color][1]), color).toBeGreaterThanOrEqual(4.5);
      const filled = resolve?.({ color, variant: 'filled', theme: { ...DEFAULT_THEME, ...theme } as never });
      expect(contrastRatio(filled?.background ?? '', '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
