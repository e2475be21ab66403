// HTTP for wallets (spec §7 Wallet): a signed-in person's own balance and history. Top-ups are
// the payments module's routes.

import { apiErrorSchema as errorSchema, walletSchema, walletTransactionPageSchema, walletTransactionsQuery } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuards, actorOf } from '../../http/auth';
import type { WalletService } from './service';

export function walletRoutes(service: WalletService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Wallet'], security: [{ bearer: [] }] };
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/wallets/my_wallet/', {
      schema: { ...common, summary: 'My wallet: available and pending balances in kobo', response: { 200: walletSchema, 401: errorSchema } },
      handler: (request) => service.myWallet(actorOf(request).id),
    });

    r.get('/api/wallet-transactions/my_transactions/', {
      schema: {
        ...common,
        summary: 'My wallet transactions, newest first; filter by type and Lagos dates',
        querystring: walletTransactionsQuery,
        response: { 200: walletTransactionPageSchema, 400: errorSchema, 401: errorSchema },
      },
      handler: (request) => service.myTransactions(actorOf(request).id, request.query),
    });
  };
}
