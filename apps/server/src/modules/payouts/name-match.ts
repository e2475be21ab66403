// Whether the name a bank holds an account in is the account holder's own (DOMAIN "Payouts"): a
// payout to someone else's account is flagged. Banks write names their own way, so the comparison
// forgives order ("OKAFOR ADAEZE"), case, diacritics ("Ọkáfọ̀r"), punctuation, titles ("Dr."),
// initials ("A. Okafor") and a middle name one of them leaves out. It asks that every word of the
// shorter name stand for a different word of the longer, and that at least one surname-like
// word (two letters or more) match in full, so "A. B." alone never matches anyone.

/** Words a bank or a profile may put before or after a name that are not the name. */
const TITLES = new Set(['dr', 'doctor', 'mr', 'mrs', 'ms', 'miss', 'prof', 'professor', 'chief', 'alhaji', 'alhaja', 'engr', 'barr', 'rev', 'sir', 'jr', 'sr']);

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

/** Pairs every word of `short` with a different word of `long`, full matches first (backtracking; names are short). */
function pairs(short: string[], long: string[], used: boolean[] = long.map(() => false), i = 0): boolean {
  if (i === short.length) return true;
  for (let j = 0; j < long.length; j++) {
    if (used[j] || !standsFor(short[i], long[j])) continue;
    used[j] = true;
    if (pairs(short, long, used, i + 1)) return true;
    used[j] = false;
  }
  return false;
}

/** True when `resolved` (the bank's name) and `holder` (the account holder's) name the same person. */
export function namesMatch(resolved: string, holder: string): boolean {
  const a = nameWords(resolved);
  const b = nameWords(holder);
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!short.some((w) => w.length > 1 && long.includes(w))) return false;
  return pairs(short, long);
}

/** The flag a payout or a saved account carries when the names differ; null when they match. */
export function nameMismatch(resolved: string, holder: string): { resolved_name: string; holder_name: string } | null {
  return namesMatch(resolved, holder) ? null : { resolved_name: resolved, holder_name: holder };
}
