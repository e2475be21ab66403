// The reviews module: a patient's review of a consultation, and each doctor's rating.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reviewRoutes } from './routes';
import { type ReviewsService, reviewsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export const reviewsModule = fp(
  async (app: FastifyInstance) => {
    const reviews = reviewsService({ db: app.db, appointments: app.appointments, notifications: app.notifications });
    app.decorate('reviews', reviews);
    await app.register(reviewRoutes(reviews, app.guards));
  },
  { name: 'reviews', dependencies: ['core', 'accounts', 'notifications', 'appointments'] },
);
