// Whether the name a bank holds an account in is the account holder's own (DOMAIN "Payouts"): a
// payout to someone else's account is flagged. Banks write names their own way, so the comparison
// forgives order ("OKAFOR ADAEZE"), case, diacritics ("Ọkáfọ̀r"), punctuation, titles ("Dr.") and,
// for people, initials ("A. Okafor") and a middle name one of them leaves out. It never passes
// another person on a shared surname: for a person, every word of the shorter name stands for a
// different word of the longer (an initial for a word it begins), at least two words pair up, at
// least one in full, and when the longer has words left over (a middle name), every word of the
// shorter is there in full, so "OKAFOR", "CHINEDU A OKAFOR" and "OKAFOR A B C" are not Adaeze
// Okafor. For a hospital, every distinctive word of its name (not "General", "Hospital", "Ltd"…)
// must be in the bank's name, so "GENERAL HOSPITAL" is not LagosCare General Hospital.

/** Words a bank or a profile may put before or after a name that are not the name. */
const TITLES = new Set(['dr', 'doctor', 'mr', 'mrs', 'ms', 'miss', 'prof', 'professor', 'chief', 'alhaji', 'alhaja', 'engr', 'barr', 'rev', 'sir', 'jr', 'sr']);

/** Words many hospitals' names share, which name none of them in particular. */
const GENERIC_HOSPITAL_WORDS = new Set([
  'the',
  'of',
  'and',
  'a',
  'an',
  'hospital',
  'hospitals',
  'clinic',
  'clinics',
  'general',
  'medical',
  'medicals',
  'centre',
  'center',
  'centres',
  'centers',
  'specialist',
  'specialists',
  'health',
  'healthcare',
  'care',
  'services',
  'service',
  'diagnostic',
  'diagnostics',
  'maternity',
  'teaching',
  'federal',
  'state',
  'university',
  'memorial',
  'mission',
  'nursing',
  'home',
  'ltd',
  'limited',
  'plc',
  'nig',
  'nigeria',
  'co',
  'company',
  'enterprises',
  'int',
  'international',
  'group',
  'inc',
  'llc',
  'ventures',
]);

/** Whose name it is: a person's words may be initials and may leave a middle name out; a hospital's may not. */
export type HolderKind = 'person' | 'hospital';

/** The name's words, lower case, without diacritics, punctuation or titles. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0 && !TITLES.has(w));
}

/** A word of one name may stand for a word of the other: the same word, or an initial of it. */
const standsFor = (a: string, b: string) => a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/** Pairs every word of `short` with a different word of `long` that it stands for (`full`: only the
 * same word), full matches tried first (backtracking; names are short). Returns the full matches made, or -1. */
function pairs(short: string[], long: string[], full: boolean, used: boolean[] = long.map(() => false), i = 0): number {
  if (i === short.length) return 0;
  const order = long.map((_, j) => j).sort((x, y) => Number(long[y] === short[i]) - Number(long[x] === short[i]));
  for (const j of order) {
    if (used[j] || (full ? long[j] !== short[i] : !standsFor(short[i], long[j]))) continue;
    used[j] = true;
    const rest = pairs(short, long, full, used, i + 1);
    used[j] = false;
    if (rest >= 0) return rest + (long[j] === short[i] && short[i].length > 1 ? 1 : 0);
  }
  return -1;
}

function peopleMatch(a: string[], b: string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // A middle name on one side: the other's words are all there in full.
  const fullMatches = pairs(short, long, long.length > short.length);
  if (fullMatches < 1) return false;
  // A surname alone is not enough (unless the holder's name is one word too).
  return short.length >= Math.min(2, long.length);
}

function hospitalsMatch(resolved: string[], holder: string[]): boolean {
  const distinctive = holder.filter((w) => !GENERIC_HOSPITAL_WORDS.has(w));
  const needed = distinctive.length > 0 ? distinctive : holder;
  return needed.every((w) => resolved.includes(w));
}

/** True when `resolved` (the bank's name) and `holder` (the account holder's) name the same person or hospital. */
export function namesMatch(resolved: string, holder: string, kind: HolderKind = 'person'): boolean {
  const a = nameWords(resolved);
  const b = nameWords(holder);
  if (a.length === 0 || b.length === 0) return false;
  return kind === 'hospital' ? hospitalsMatch(a, b) : peopleMatch(a, b);
}

/** The flag a payout or a saved account carries when the names differ; null when they match. */
export function nameMismatch(resolved: string, holder: string, kind: HolderKind = 'person'): { resolved_name: string; holder_name: string } | null {
  return namesMatch(resolved, holder, kind) ? null : { resolved_name: resolved, holder_name: holder };
}
