// The words of a rule problem or an error body: by its code when it has one, so the catalogue
// can say it in the reader's language, else exactly the English text it came with.

import { translateDynamic } from './i18n';

export interface Coded {
  code?: string;
  message?: string;
  error?: string;
}

/** `{code, message}` from the contracts' rules, or `{code, error, message?}` from the server. */
export function messageOf(problem: Coded): string {
  const english = problem.message ?? problem.error ?? '';
  return problem.code ? translateDynamic(`errors.${problem.code}`, english) : english;
}
