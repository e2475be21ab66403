// Money is integer kobo everywhere it is stored or added up; naira strings
// ("12500.00") only at the edges, and "₦12,500.00" only on screen.

const NAIRA_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** "12500.5" | 12500.5 → 1250050 kobo, or null when the value is not a non-negative amount with at most two decimals. */
export function nairaToKobo(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '').trim();
  if (!NAIRA_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250050 → "12500.50" */
export function koboToNaira(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kobo));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250050 → "₦12,500.50" */
export function formatNaira(kobo: number): string {
  const [whole, fraction] = koboToNaira(Math.abs(kobo)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${kobo < 0 ? '-' : ''}₦${grouped}.${fraction}`;
}
