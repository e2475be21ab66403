// While a queue's filter cannot be asked (an amount that is not money, days the wrong way round),
// its fields say what is wrong and the list keeps showing what was last asked — on a first load,
// the unfiltered list — rather than a loader waiting on a question that is never sent.

import { useRef } from 'react';

/** `value` while it is valid; otherwise the last valid one, or `fallback` before there was any. */
export function useLastValid<T>(value: T, valid: boolean, fallback: () => T): T {
  const last = useRef<T | null>(null);
  // Kept during render, so the query asks for the same thing in the very render that shows it.
  if (valid) last.current = value;
  return valid ? value : (last.current ?? fallback());
}
