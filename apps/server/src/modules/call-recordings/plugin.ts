// The call-recordings module: a call's recordings, made by its doctor with both parties' consent,
// appended in pieces and kept private. A withdrawal of consent stops the recordings open then, in
// the consent change's own transaction (`call.consent_withdrawn`, consent.ts).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stopOnWithdrawal } from './consent';
import { callRecordingRoutes } from './routes';
import { callRecordingsService } from './service';

export const callRecordingsModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.events.within('call.consent_withdrawn', stopOnWithdrawal);
    const recordings = callRecordingsService({
      db: app.db,
      calls: app.calls,
      audit: app.audit,
      files: app.files,
      hub: app.hub,
      maxBytes: config.recordingMaxBytes,
      callMaxBytes: config.recordingCallMaxBytes,
    });
    await app.register(callRecordingRoutes(recordings, app.guards));
  },
  { name: 'call-recordings', dependencies: ['core', 'accounts', 'audit', 'calls'] },
);
