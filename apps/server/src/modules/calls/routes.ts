// HTTP for calls (spec §7 "Calls"): opening an appointment's call (201, or 200 with the live one),
// reading, its steps, deleting one that never took place, and the ICE servers the browsers use.

import {
  callIdParams,
  callListQuery,
  callPageSchema,
  callSchema,
  callsByAppointmentQuery,
  createCallBody,
  endCallBody,
  apiErrorSchema as errorSchema,
  type IceServer,
  iceServersSchema,
  recordingConsentBody,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { CallsService } from './service';

export function callRoutes(calls: CallsService, guards: AuthGuards, iceServers: IceServer[]) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Calls'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const caller = guards.callerOf;
    const base = '/api/calls';
    r.addHook('onRequest', guards.signedIn);

    r.get(`${base}/`, {
      schema: {
        ...common,
        summary: 'Calls I take part in (all of them for an admin), newest first',
        querystring: callListQuery,
        response: { 200: callPageSchema, ...errors },
      },
      handler: async (request) => calls.list(await caller(request), request.query),
    });
    r.post(`${base}/`, {
      schema: {
        ...common,
        summary: 'Open the call of my video or audio appointment, from 15 minutes before it until its session ends; while one is live, that one (200)',
        body: createCallBody,
        response: { 200: callSchema, 201: callSchema, ...errors },
      },
      handler: async (request, reply) => {
        const { call, created } = await calls.create(await caller(request), request.body);
        return reply.status(created ? 201 : 200).send(call);
      },
    });
    r.get(`${base}/ice_servers/`, {
      schema: { ...common, summary: 'The STUN and TURN servers for RTCPeerConnection (ICE_SERVERS)', response: { 200: iceServersSchema, 401: errorSchema } },
      handler: async () => ({ ice_servers: iceServers }),
    });
    r.get(`${base}/by_appointment/`, {
      schema: {
        ...common,
        summary: 'An appointment’s calls, newest (the live one) first',
        querystring: callsByAppointmentQuery,
        response: { 200: z.array(callSchema), ...errors },
      },
      handler: async (request) => calls.byAppointment(await caller(request), request.query.appointment_id),
    });
    r.get(`${base}/:id/`, {
      schema: { ...common, summary: 'One call', params: callIdParams, response: { 200: callSchema, ...errors } },
      handler: async (request) => calls.get(await caller(request), request.params.id),
    });
    r.delete(`${base}/:id/`, {
      schema: { ...common, summary: 'Delete a call that never became active (a party)', params: callIdParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await calls.remove(await caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
    r.patch(`${base}/:id/join_call/`, {
      schema: {
        ...common,
        summary: 'Join and wait for the other party: created → ringing; they are notified',
        params: callIdParams,
        response: { 200: callSchema, ...errors },
      },
      handler: async (request) => calls.join(await caller(request), request.params.id),
    });
    r.patch(`${base}/:id/start_call/`, {
      schema: {
        ...common,
        summary: 'Answer: ringing → active; starts the appointment’s session if it has not started. Of two at once, one wins (409 for the other)',
        params: callIdParams,
        response: { 200: callSchema, ...errors },
      },
      handler: async (request) => calls.start(await caller(request), request.params.id),
    });
    r.patch(`${base}/:id/recording_consent/`, {
      schema: {
        ...common,
        summary: 'Give or withdraw my own consent to the call being recorded, until it ends; both screens are told',
        params: callIdParams,
        body: recordingConsentBody,
        response: { 200: callSchema, ...errors },
      },
      handler: async (request) => calls.recordingConsent(await caller(request), request.params.id, request.body),
    });
    r.patch(`${base}/:id/end_call/`, {
      schema: {
        ...common,
        summary: 'Hang up: → ended. end_session: the doctor ends the appointment’s session too',
        params: callIdParams,
        body: endCallBody,
        response: { 200: callSchema, ...errors },
      },
      handler: async (request) => calls.end(await caller(request), request.params.id, request.body),
    });
  };
}
