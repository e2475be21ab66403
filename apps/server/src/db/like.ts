// A search term as an ILIKE pattern that matches it anywhere, with the term's own
// % _ and \ taken literally rather than as wildcards.
export const containsPattern = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;
