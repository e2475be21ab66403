// The sign-in page's list of the demo accounts (GET /api/auth/demo-accounts/): their names and
// password when this server seeded them (DEMO_SEED, main.ts), and nothing otherwise — nor once
// they have been removed or renamed.

import { demoAccountsSchema, type UserType } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_PASSWORD, DEMO_USERNAMES } from './demo';

export const demoAccounts = fp(
  async (app: FastifyInstance) => {
    const { accounts } = app;
    const enabled = app.config.demoSeed;
    app.withTypeProvider<ZodTypeProvider>().get('/api/auth/demo-accounts/', {
      schema: {
        tags: ['Auth'],
        summary: 'The demo accounts, when this server was seeded with them',
        response: { 200: demoAccountsSchema },
      },
      handler: async () => {
        if (!enabled) return { enabled: false, password: null, accounts: [] };
        const rows = await accounts.demoAccounts(DEMO_USERNAMES);
        const accountsFound = Object.entries(DEMO_USERNAMES)
          .filter(([, username]) => rows.some((row) => row.username === username))
          .map(([role, username]) => ({ role: role as UserType, username }));
        return { enabled: accountsFound.length > 0, password: accountsFound.length ? DEMO_PASSWORD : null, accounts: accountsFound };
      },
    });
  },
  { name: 'demo-accounts', dependencies: ['core', 'accounts'] },
);
