// The doctors module: the doctor directory patients search, each doctor's availability, free
// slots on a date, photo and analytics, and the public image files.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profileImageLimit } from '../../http/public-images';
import { photoRoute } from './photo-route';
import { doctorRoutes } from './routes';
import { type DoctorsService, doctorsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    doctors: DoctorsService;
  }
}

export const doctorsModule = fp(
  async (app: FastifyInstance) => {
    const { db, files } = app;
    const countImage = profileImageLimit(app.counters, app.config.rateLimits.profileImagesPerUser);
    const doctors = doctorsService(db, app.accounts, app.hospitals, app.schedules, app.appointments, files, countImage);
    app.decorate('doctors', doctors);
    await app.register(doctorRoutes(doctors, app.guards));
    await app.register(photoRoute(db, files));
  },
  { name: 'doctors', dependencies: ['core', 'accounts', 'hospitals', 'schedules', 'appointments'] },
);
