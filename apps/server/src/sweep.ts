// Work a module does on a timer, not on a request (earnings maturing, tickets closing, daily
// snapshots): every `ms` while the app runs, a failure logged and the next round tried, stopped
// when the app closes. The timer never keeps the process alive on its own.

import type { FastifyInstance } from 'fastify';

export function sweepEvery(app: FastifyInstance, ms: number, what: string, work: () => Promise<unknown>): void {
  const timer = setInterval(() => void work().catch((error) => app.log.error({ err: error }, `${what} failed`)), ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
