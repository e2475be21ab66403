// What every request meets before any module's route: zod validation and serialization, the one
// error shape, the security headers (first, so that every refusal below carries them too), and
// the refusals of a request without Host, of NUL bytes, of a multipart body where no route reads
// one, and of caching a private answer.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { forbidCachingOfPrivateAnswers } from './cache-control';
import { registerErrorHandling, requireHostHeader } from './errors';
import { refuseMultipartWhereNotRead } from './multipart';
import { refuseNulBytes } from './nul-bytes';
import { sendSecurityHeaders } from './security-headers';

export const httpPolicies = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    sendSecurityHeaders(app);
    requireHostHeader(app);
    refuseNulBytes(app);
    refuseMultipartWhereNotRead(app);
    forbidCachingOfPrivateAnswers(app);
  },
  { name: 'http-policies' },
);
