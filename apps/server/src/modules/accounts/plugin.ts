// The accounts module: registration, sign-in, sessions and profiles, and the guards every other
// module's routes are behind (who the bearer of a token is, and what they may call).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthGuards, authGuards } from '../../http/auth';
import { passwordHasher } from './passwords';
import { accountRoutes } from './routes';
import { type AccountsService, accountsService } from './service';
import { type AccessTokens, accessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    /** Role guards for the routes, and the caller behind a request. */
    guards: AuthGuards;
    tokens: AccessTokens;
  }
}

export const accountsModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const tokens = accessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
    const accounts = accountsService({
      db: app.db,
      events: app.events,
      config,
      hasher: passwordHasher(config.argon2),
      tokens,
      counters: app.counters,
      files: app.files,
    });
    const guards = authGuards({ authenticate: accounts.authenticate, callerOf: accounts.callerOf });
    app.decorate('accounts', accounts);
    app.decorate('guards', guards);
    app.decorate('tokens', tokens);
    await app.register(accountRoutes(accounts, guards));
  },
  { name: 'accounts', dependencies: ['core'] },
);
