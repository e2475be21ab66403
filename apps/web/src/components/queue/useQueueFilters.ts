// An admin queue's filters kept in the address (queueFilters.ts). A choice goes there at once and
// sends the queue back to its first page; typed words stay in the field until a 300 ms pause and
// go there then, so the field follows the keys (the address changes a moment after them, which
// would move the caret) and the server is asked once a word.

import { useDebouncedValue } from '@mantine/hooks';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ANY, type FilterOf, initialFilter, narrowed, type Paged, type QueueFields, readQueue, unsettled, writeQueue } from './queueFilters';

const TYPING_PAUSE_MS = 300;

/** What the frame (AdminQueue) needs of a queue's filters. */
export interface QueueControls {
  page: number;
  setPage: (page: number) => void;
  /** Something narrows the list (as shown in the fields, typing included). */
  filtered: boolean;
  clear: () => void;
}

export function useQueueFilters<F extends QueueFields>(fields: F) {
  type Filter = FilterOf<F>;
  const [params, setParams] = useSearchParams();
  const filter = readQueue(fields, params);
  const [typed, setTyped] = useState<Partial<Filter>>({});
  const [settledTyping] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  /** What the fields show: the address, and over it what is being typed. */
  const shown: Filter = { ...filter, ...typed };

  const go = (next: Paged<Filter>) => setParams(writeQueue(fields, next, params), { replace: true });
  /** A new filter starts again at the first page. */
  const set = (changes: Partial<Filter>) => go({ ...filter, ...changes, page: 1 });

  // Only a pause in the typing sends it; the filter and `set` are read as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pause is what changed
  useEffect(() => {
    const pending = unsettled(settledTyping, filter);
    if (Object.keys(pending).length > 0) set(pending);
  }, [settledTyping]);
  // Once the address holds what was typed (or was changed elsewhere: Clear, a link), the field
  // shows the address again.
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what changed
  useEffect(() => setTyped((t) => unsettled(t, filter)), [address]);

  const controls: QueueControls = {
    page: filter.page,
    setPage: (page) => go({ ...filter, page }),
    filtered: narrowed(fields, shown),
    clear: () => {
      setTyped({});
      go({ ...initialFilter(fields), page: 1 });
    },
  };

  return {
    /** The filter the address holds: what the query asks for. */
    filter,
    /** What the fields show. */
    shown,
    set,
    controls,
    /** A Select's value and onChange. */
    select: <K extends keyof F & string>(key: K) => ({
      value: shown[key] as string | null,
      onChange: (value: string | null) => set({ [key]: value } as Partial<Filter>),
    }),
    /** A SegmentedControl's value and onChange; a field's "none" is its `all`. */
    segmented: <K extends keyof F & string>(key: K) => ({
      value: String(shown[key] ?? ANY),
      onChange: (value: string) => set({ [key]: fields[key].read(value) } as Partial<Filter>),
    }),
    /** A typed field's value and onChange: the address follows after a pause. */
    typing: <K extends keyof F & string>(key: K) => ({
      value: shown[key] as string,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const value = e.currentTarget.value;
        setTyped((t) => ({ ...t, [key]: value }));
      },
    }),
  };
}

export type QueueFilters<F extends QueueFields> = ReturnType<typeof useQueueFilters<F>>;
