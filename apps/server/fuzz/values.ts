// What the fuzzer sends: plausible values built from the OpenAPI schema, so requests reach
// the code behind validation, and hostile ones that have broken servers before.

/** A small, fast PRNG (mulberry32): the same seed sends the same requests. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
export type Random = ReturnType<typeof randomFrom>;

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const deepObject = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deepObject(levels - 1) });

/** JSON values that are wrong for almost any field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  '',
  '   ',
  'x'.repeat(100_000),
  'x'.repeat(300),
  true,
  false,
  null,
  [],
  ['a', 'b'],
  [1, 2, 3],
  {},
  { nested: { value: 1 } },
  deepObject(200),
  '𝔘ñí©ødé 👩🏾‍⚕️ Ọ̀ṣun',
  '\u202Eevil',
  '\uD800',
  '9999-12-31',
  '0001-01-01',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  'not-a-date',
  '24:00',
  '99:99',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '-0',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '2147483648',
  '99999999999999999999',
];

/** Query values, already percent-encoded as they would be on the wire. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '9999-12-30',
  '0001-01-01',
  '2026-02-30',
  'x'.repeat(2000),
  '%E0%A4%A',
  '%F0%9F%91%A9%F0%9F%8F%BE',
  'true',
  'null',
  '%20',
  '%201',
  '1e3',
  '%27%20OR%201%3D1',
];

/** Path ids, as they would be on the wire. */
export const HOSTILE_IDS: readonly string[] = [
  '%00',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '%201',
  '01',
  '+1',
  'abc',
  '1e3',
  'x'.repeat(150),
  '%E0%A4%A',
  '%2E%2E',
  '%2F',
  'null',
  '%F0%9F%98%80',
];

function today(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

let serial = 0;

/** A value that is probably valid for the field, so the request gets past validation. */
export function plausibleValue(name: string, schema: JsonSchema, random: Random): unknown {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (schema.enum?.length) return random.pick(schema.enum);
  const oneOf = schema.description?.match(/One of: (.+)$/);
  if (oneOf) return random.pick(oneOf[1].split(', '));
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) return plausibleValue(name, random.pick(variant), random);
  if (name === 'date_of_birth') return '1990-05-17';
  if (name === 'date') return today(random.int(-3, 20));
  if (name === 'scheduled_at' || name.endsWith('_at')) return `${today(random.int(1, 20))}T${String(random.int(8, 16)).padStart(2, '0')}:00:00+01:00`;
  if (name.endsWith('_time')) return random.pick(['08:00', '09:00', '12:30', '17:00']);
  if (name === 'day_of_week') return random.int(0, 6);
  if (name.includes('email')) return `fuzz${serial++}@example.ng`;
  if (name === 'username') return `fuzz${serial++}`;
  if (name.includes('password')) return 'fuzz-pass-2026';
  if (name.includes('phone')) return '+234-803-000-0000';
  if (name === 'user_type') return random.pick(['patient', 'doctor']);
  if (name === 'consultation_fee') return '5000';
  if (name === 'years_of_experience') return random.int(0, 50);
  if (name === 'nin') return '12345678901';
  if (name === 'id' || name.endsWith('_id') || ['doctor', 'patient', 'hospital'].includes(name)) return random.int(1, 8);
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? 0;
    const max = Math.min(schema.maximum ?? 50, min + 50);
    return random.int(min, max);
  }
  if (types.includes('boolean')) return random.chance(0.5);
  if (types.includes('array')) return schema.items ? [plausibleValue(name, schema.items, random)] : [];
  if (types.includes('object')) return plausibleObject(schema, random);
  return random.pick(['Fuzz text', 'Headache for three days', 'Lagos', 'Ada']);
}

export function plausibleObject(schema: JsonSchema, random: Random): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) out[name] = plausibleValue(name, field, random);
  return out;
}
