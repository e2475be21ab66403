// The demo accounts' password is public (the README, the sign-in page of a demo server). The
// configuration keeps a server that seeds them on loopback (config.ts hostFor), but a database seeded
// once keeps them when the server is started again with DEMO_SEED=off, or on another HOST: then
// anyone who can reach it could sign in as demo_admin. So before listening beyond loopback, a server
// looks for them in its database and refuses, unless DEMO_PUBLIC=on says it is meant.

import { type Config, ConfigError, isLoopback } from '../config';
import type { AccountsService } from '../modules/accounts/service';
import { DEMO_USERNAMES } from './demo';

export async function refuseExposedDemoAccounts(config: Pick<Config, 'host' | 'demoPublic'>, accounts: Pick<AccountsService, 'demoAccounts'>): Promise<void> {
  if (isLoopback(config.host) || config.demoPublic) return;
  const found = await accounts.demoAccounts(DEMO_USERNAMES);
  if (found.length === 0) return;
  throw new ConfigError(
    `This database holds the demo accounts (${found.map((a) => a.username).join(', ')}), whose password is public: ` +
      `listening on HOST=${config.host} would let other machines sign in as them. Delete those accounts, ` +
      'listen on loopback (HOST=127.0.0.1), or say DEMO_PUBLIC=on to show the demo to other machines on purpose.',
  );
}
