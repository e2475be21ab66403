// Calls (spec §7 "Calls"): the façade over opening a call (opening.ts), its steps (lifecycle.ts)
// and reading calls (reading.ts). A call belongs to an appointment and to its two parties;
// admins read them; anyone else is told they do not exist.

import type { Call, CallListQuery, CreateCallInput, EndCallInput, Paginated, RecordingConsentInput } from '@naijacare/contracts';
import type { Caller } from '../accounts/caller';
import type { CallsContext, CallsDeps } from './context';
import { lifecycleUseCases } from './lifecycle';
import { openingUseCases } from './opening';
import { readingUseCases } from './reading';
import { serializeCall } from './rows';

export type { CallsDeps } from './context';
export type { RecordingTerms } from './reading';

export function callsService({ now = () => new Date(), ...deps }: CallsDeps) {
  const ctx: CallsContext = { ...deps, now };
  const opening = openingUseCases(ctx);
  const reading = readingUseCases(ctx);
  const lifecycle = lifecycleUseCases(ctx);
  const answer = (c: Caller) => (row: Parameters<typeof serializeCall>[0]) => serializeCall(row, c);

  return {
    async create(c: Caller, input: CreateCallInput): Promise<{ call: Call; created: boolean }> {
      const { row, created } = await opening.create(c, input);
      return { call: serializeCall(row, c), created };
    },
    get: async (c: Caller, id: number): Promise<Call> => answer(c)(await reading.get(c, id)),
    async list(c: Caller, query: CallListQuery): Promise<Paginated<Call>> {
      const page = await reading.list(c, query);
      return { ...page, results: page.results.map(answer(c)) };
    },
    byAppointment: async (c: Caller, appointmentId: number): Promise<Call[]> => (await reading.byAppointment(c, appointmentId)).map(answer(c)),
    join: async (c: Caller, id: number): Promise<Call> => answer(c)(await lifecycle.join(c, id)),
    start: async (c: Caller, id: number): Promise<Call> => answer(c)(await lifecycle.start(c, id)),
    end: async (c: Caller, id: number, input: EndCallInput): Promise<Call> => answer(c)(await lifecycle.end(c, id, input)),
    recordingConsent: async (c: Caller, id: number, input: RecordingConsentInput): Promise<Call> =>
      answer(c)(await lifecycle.recordingConsent(c, id, input.consent)),
    remove: (c: Caller, id: number): Promise<void> => lifecycle.remove(c, id),
    maySignal: reading.maySignal,
    recordingTerms: reading.recordingTerms,
    lockedRecordingTerms: reading.lockedRecordingTerms,
  };
}

export type CallsService = ReturnType<typeof callsService>;
