// The wallet module: the naira ledger, each person's balance and history, and earnings maturing
// after their hold (a sweep tells their owners even when nobody reads the wallet).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEvery } from '../../sweep';
import { type Clock, systemClock } from './clock';
import { type EarningsMaturity, earningsMaturity } from './earnings';
import { walletRoutes } from './routes';
import { type WalletService, walletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock earnings mature by. */
    earningsClock: Clock;
    maturity: EarningsMaturity;
    wallet: WalletService;
  }
}

/** How often due earnings are matured without anyone reading the wallet. */
const SWEEP_MS = 60_000;

export const walletModule = fp(
  async (app: FastifyInstance) => {
    // A test server's adjustable clock when it has one (testing/clock-routes.ts, listed before this module).
    if (!app.hasDecorator('earningsClock')) app.decorate('earningsClock', systemClock);
    const maturity = earningsMaturity({ db: app.db, notifications: app.notifications, clock: app.earningsClock });
    const wallet = walletService(app.db, maturity);
    app.decorate('maturity', maturity);
    app.decorate('wallet', wallet);
    sweepEvery(app, SWEEP_MS, 'earnings sweep', maturity.matureDue);
    await app.register(walletRoutes(wallet, app.guards));
  },
  { name: 'wallet', dependencies: ['core', 'accounts', 'notifications'] },
);
