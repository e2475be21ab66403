// Colour arithmetic for the theme: Mantine's light badges, dimmed text and bright filled buttons
// fall below WCAG AA (4.5:1) on white, so the theme darkens each just enough to pass.

type Rgb = [number, number, number];

/** WCAG AA for normal text, with a little room for anti-aliasing. */
export const MIN_CONTRAST = 4.6;

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(hexToRgb(a)), luminance(hexToRgb(b))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` darkened toward black in small steps until it reaches MIN_CONTRAST against every background. */
export function readableOn(color: string, backgrounds: string[]): string {
  const rgb = hexToRgb(color);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const candidate = toHex(rgb.map((v) => v * keep) as Rgb);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= MIN_CONTRAST)) return candidate;
  }
  return '#000000';
}

/** `color` with each channel scaled by `keep` (0.9 = 10% darker), e.g. for a hover state. */
export const darker = (color: string, keep: number): string => toHex(hexToRgb(color).map((v) => v * keep) as Rgb);
