// Doctor-hospital affiliations: a doctor requests, the hospital decides (transitions.ts).
// A façade over the use-case files; every write takes an optional `tx` to join a caller's
// transaction and writes its notices inside it.

import type { AffiliationsContext, AffiliationsDeps } from './context';
import { decisions } from './decisions';
import { listing } from './listing';
import { notices } from './notices';
import { requests } from './requests';

export type { AffiliationsDeps } from './context';

export function affiliationsService({ now = () => new Date(), ...deps }: AffiliationsDeps) {
  const ctx: AffiliationsContext = { ...deps, now };
  const told = notices(ctx.notifications);
  return {
    ...requests(ctx, told),
    ...decisions(ctx, told),
    ...listing(ctx),
  };
}

export type AffiliationsService = ReturnType<typeof affiliationsService>;
