// The hospitals module: the hospitals directory, a hospital's public page, its portal (profile,
// logo, dashboard, analytics, quality) and the services it offers.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profileImageLimit } from '../../http/public-images';
import { hospitalDirectory } from './directory';
import { hospitalPortalService } from './portal';
import { hospitalPortalRoutes } from './portal-routes';
import { hospitalRoutes } from './routes';
import { type HospitalsService, hospitalsService } from './service';
import { hospitalServiceRoutes } from './services/routes';
import { hospitalServicesService } from './services/service';

declare module 'fastify' {
  interface FastifyInstance {
    hospitals: HospitalsService;
  }
}

export const hospitalsModule = fp(
  async (app: FastifyInstance) => {
    const { db, config, guards } = app;
    app.decorate('hospitals', hospitalsService(db));
    const countImage = profileImageLimit(app.counters, config.rateLimits.profileImagesPerUser);
    await app.register(hospitalRoutes(app.accounts, hospitalDirectory(db), guards));
    await app.register(hospitalPortalRoutes(hospitalPortalService({ db, files: app.files, config, countImage }), guards));
    await app.register(hospitalServiceRoutes(hospitalServicesService(db), guards));
  },
  { name: 'hospitals', dependencies: ['core', 'accounts'] },
);
