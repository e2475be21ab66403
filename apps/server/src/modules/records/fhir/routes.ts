// HTTP for the patient's download of their own record as FHIR (issue 11). Patients only; the
// route takes no id, so there is nobody else's record to ask for. The answer is a file to keep:
// FHIR's JSON media type, a dated file name, and never cached on the way.

import { apiErrorSchema as errorSchema, type FhirRecordBundle, fhirRecordBundleSchema, lagosDate } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditWho } from '../../../http/audit-who';
import type { AuthGuards } from '../../../http/auth';
import type { RecordExport } from './export';

export const FHIR_JSON = 'application/fhir+json';

export function recordExportRoutes(exports: RecordExport, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/patients/my_record/fhir/', {
      onRequest: guards.role('patient'),
      schema: {
        tags: ['Patients'],
        security: [{ bearer: [] }],
        summary: 'Download my whole record as a FHIR R4 Bundle (application/fhir+json), to take to another provider; the download is audited',
        response: {
          200: { description: 'The record as a FHIR R4 Bundle', content: { [FHIR_JSON]: { schema: fhirRecordBundleSchema } } },
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
      handler: async (request, reply) => {
        const now = new Date();
        // The schema describes the bundle's envelope; the FHIR types checked its resources when built.
        const bundle = await exports.myRecord(auditWho(request, await guards.callerOf(request)), now);
        return reply
          .type(FHIR_JSON)
          .header('content-disposition', `attachment; filename="naijacare-record-${lagosDate(now)}.json"`)
          .header('cache-control', 'private, no-store')
          .send(bundle as FhirRecordBundle);
      },
    });
  };
}
