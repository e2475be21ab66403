// The words of a rule problem or an error body: by its code when it has one, so the catalogue
// can say it in the reader's language, else exactly the English text it came with.

import { serverWords } from './serverWords';

export interface Coded {
  code?: string;
  message?: string;
  error?: string;
  /** The values of a contracts rule's message (e.g. a minimum length). */
  params?: Record<string, unknown>;
}

/** `{code, message}` from the contracts' rules, or `{code, error, message?}` from the server. */
export function messageOf(problem: Coded): string {
  const english = problem.message ?? problem.error ?? '';
  return problem.code ? serverWords(`serverErrors.${problem.code}`, english, problem.params) : english;
}
