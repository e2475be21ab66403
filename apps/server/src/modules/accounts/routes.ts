// HTTP for accounts (spec §7 Auth). Handlers translate requests to the service and back.

import {
  authResponseSchema,
  changePasswordBody,
  changePasswordResponseSchema,
  apiErrorSchema as errorSchema,
  loginBody,
  logoutBody,
  logoutResponseSchema,
  PHOTO_MAX_BYTES,
  profileUpdateBody,
  refreshBody,
  registerBody,
  registerResponseSchema,
  sessionSchema,
  tokensSchema,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuards, actorOf, bearer } from '../../http/auth';
import { readMultipart } from '../../http/multipart';
import type { AccountsService } from './service';

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

/** Registration and profile updates come as JSON, or as multipart when a doctor attaches a photo. */
async function readAccountForm(request: FastifyRequest): Promise<{ input: Record<string, unknown>; photo?: Buffer }> {
  if (!request.isMultipart()) return { input: body(request) };
  const { fields, file } = await readMultipart(request, 'professional_photo', PHOTO_MAX_BYTES);
  return { input: fields, photo: file };
}

export function accountRoutes(accounts: AccountsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['Auth'];

    r.post('/api/auth/login/', {
      schema: {
        tags,
        summary: 'Sign in',
        description: '403 with status pending | rejected | inactive when the account may not sign in yet; 401 otherwise.',
        body: loginBody,
        response: { 200: authResponseSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
      handler: (request) => accounts.login(request.body, request.ip),
    });

    r.post('/api/auth/register/', {
      config: { multipart: true },
      schema: {
        tags,
        summary: 'Register a patient (signed in at once) or a doctor (pending approval)',
        description: 'JSON, or multipart/form-data with the same fields and an optional professional_photo file for doctors.',
        // Multipart bodies arrive as a stream (body null) and are checked field by field in the service.
        body: registerBody.nullish(),
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          201: registerResponseSchema,
          400: errorSchema,
          409: errorSchema,
        },
      },
      handler: async (request, reply) => {
        const { input, photo } = await readAccountForm(request);
        const { status, body: out } = await accounts.register(input, request.ip, photo);
        return reply.status(status).send(out as never);
      },
    });

    r.post('/api/token/refresh/', {
      schema: { tags, summary: 'Rotate the refresh token', body: refreshBody, response: { 200: tokensSchema, 401: errorSchema } },
      handler: (request) => accounts.refresh(request.body, request.ip),
    });

    r.post('/api/auth/logout/', {
      schema: {
        tags,
        summary: 'End the session of a refresh token, or of the bearer access token; always succeeds',
        body: logoutBody.nullish(),
        response: { 200: logoutResponseSchema },
      },
      handler: async (request) => {
        await accounts.logout(request.body ?? {}, bearer(request));
        return { message: 'Logged out' };
      },
    });

    r.get('/api/auth/profile/', {
      onRequest: guards.signedIn,
      schema: { tags, summary: 'The signed-in user and profile', security: [{ bearer: [] }], response: { 200: sessionSchema } },
      handler: async (request) => {
        const actor = actorOf(request);
        const [session, before] = await Promise.all([accounts.sessionOf(actor), accounts.signedInBefore(actor.id)]);
        return { ...session, signed_in_before: before };
      },
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      r.route({
        method,
        url: '/api/auth/profile/update/',
        config: { multipart: true },
        onRequest: guards.signedIn,
        schema: {
          tags,
          summary:
            'Update the signed-in user and profile (JSON, or multipart with professional_photo for doctors; photos sent per person are limited, RATE_PROFILE_IMAGES_*: 429)',
          security: [{ bearer: [] }],
          body: profileUpdateBody.nullish(),
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: sessionSchema, 400: errorSchema, 409: errorSchema, 413: errorSchema, 429: errorSchema },
        },
        handler: async (request) => {
          const { input, photo } = await readAccountForm(request);
          return accounts.updateProfile(actorOf(request), input, photo);
        },
      });
    }

    r.post('/api/auth/change-password/', {
      onRequest: guards.signedIn,
      schema: {
        tags,
        summary: 'Change password; every session ends and a new one is returned',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: changePasswordResponseSchema, 400: errorSchema },
      },
      handler: (request) => accounts.changePassword(actorOf(request), request.body),
    });
  };
}
