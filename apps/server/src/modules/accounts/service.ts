// Accounts: registration, sign-in and sessions, and profiles, joined behind one façade.
// The only code that writes the account tables (users, sessions, refresh tokens, the three
// profile tables); other modules use the reads and writes it exports. Every write takes an
// optional `tx` to join a caller's transaction.

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import type { CounterStore } from '../../http/counters';
import type { FileStore } from '../../storage/files';
import type { PasswordHasher } from './passwords';
import { profiles } from './profiles';
import { registration } from './registration';
import { signIn } from './sign-in';
import type { AccessTokens } from './tokens';

export type { AccountDecision } from '../../events/catalogue';
export type { Actor, Caller, UserRow } from './caller';

export interface AccountsDeps {
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  counters: CounterStore;
  files: FileStore;
  /** Tells the notifications module of a password changed (`account.password_changed`), in the change's transaction. */
  events: Pick<DomainEventBus, 'publish'>;
}

export function accountsService(deps: AccountsDeps) {
  return {
    ...signIn(deps),
    ...registration(deps),
    ...profiles(deps),
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
