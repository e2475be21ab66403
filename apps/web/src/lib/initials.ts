// Initials for an avatar when there is no photo.

/** "Dr. Adaeze Okafor" → "AO"; titles are skipped, at most two letters. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').split(/\s+/).filter((w) => w && !/^(dr|prof|mr|mrs|ms|miss)\.?$/i.test(w));
  if (words.length === 0) return '?';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
