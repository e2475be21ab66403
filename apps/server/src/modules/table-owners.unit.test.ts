// One owner per table: a module reads and writes another module's tables only through what
// that owner exports. This fails when a module imports another module's schema.ts (its
// drizzle table objects) outside the few places listed here with the reason they may.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.dirname(new URL(import.meta.url).pathname);

/** File (relative to modules/) → the other modules whose schema it may import, and why. */
const ALLOWED: Record<string, { owners: string[]; why: string }> = {
  'schedules/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'hospitals/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'access/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'records/schema.ts': { owners: ['accounts', 'appointments'], why: 'foreign keys' },
  'notifications/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'payments/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'payouts/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'payouts/admin-listing.ts': { owners: ['accounts'], why: 'requesters’ names (a doctor’s, a hospital’s) joined into the admin’s payout listing' },
  'appointments/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'appointments/serialize.ts': { owners: ['accounts'], why: 'display names joined into the one statement that loads an appointment' },
  'appointments/listing.ts': { owners: ['accounts'], why: 'display names and search joined into the listing statement' },
  'access/listing.ts': { owners: ['accounts'], why: 'patient and hospital names joined into the access and access-code listings' },
  'hospitals/service.ts': { owners: ['accounts'], why: 'hospital names joined into the affiliations listing' },
  'hospitals/affiliations/rows.ts': {
    owners: ['accounts'],
    why: 'doctor and hospital names joined into the statement that reads an affiliation; whether each may take part in a request',
  },
  'hospitals/affiliations/listing.ts': { owners: ['accounts'], why: 'doctor names, photos and availability joined into the affiliated-doctors listing' },
  'records/listing.ts': { owners: ['accounts'], why: 'patient and doctor names joined into the statement that reads records' },
  'records/verification.ts': { owners: ['accounts'], why: 'the prescriber’s name and licence joined into the statement that checks a printed code' },
  'records/prescriber.ts': {
    owners: ['accounts'],
    why: 'the prescriber’s approved name and licence read once, when a prescription is issued, into its snapshot',
  },
  'records/attachments/listing.ts': { owners: ['accounts'], why: 'the uploader’s name joined into the statement that reads attachments' },
  'audit/access-log.ts': { owners: ['accounts'], why: 'the names of those who accessed a record, joined into the access log' },
  'audit/admin-search.ts': { owners: ['accounts'], why: 'the names of those who acted, joined into the admin’s search of the trail' },
  'chat/schema.ts': { owners: ['accounts', 'appointments'], why: 'foreign keys' },
  'calls/schema.ts': { owners: ['accounts', 'appointments'], why: 'foreign keys' },
  'call-recordings/schema.ts': { owners: ['accounts', 'appointments', 'calls'], why: 'foreign keys' },
  'chat/messages.ts': { owners: ['accounts'], why: 'the senders’ names joined into the statement that reads messages' },
  'support/schema.ts': { owners: ['accounts', 'appointments'], why: 'foreign keys' },
  'support/rows.ts': {
    owners: ['accounts'],
    why: 'requesters’ names (a doctor’s, a hospital’s) and assignees’ and authors’ names joined into the statements that read tickets and threads',
  },
  'analytics/disputes.ts': { owners: ['accounts', 'disputes'], why: 'open disputes counted in their patient’s state, read only' },
  'analytics/figures.ts': {
    owners: ['accounts', 'appointments', 'support', 'wallet'],
    why: 'platform-wide counts (DOMAIN "Analytics"): each figure one grouped SQL statement across the owners’ tables, read only',
  },
  'disputes/schema.ts': { owners: ['accounts', 'appointments'], why: 'foreign keys' },
  'disputes/rows.ts': { owners: ['accounts'], why: 'the parties’, reviewers’ and authors’ names joined into the statements that read disputes and threads' },
  'reviews/schema.ts': { owners: ['accounts', 'appointments'], why: 'foreign keys' },
  'reviews/rows.ts': { owners: ['accounts'], why: 'the authors’ and doctors’ names joined into the statement that reads reviews' },
  'reports/schema.ts': { owners: ['accounts'], why: 'foreign keys' },
  'reports/rows.ts': { owners: ['accounts'], why: 'the reporters’ and deciding admins’ names joined into the statement that reads reports' },
  'appointments/affiliation-ended.ts': { owners: ['accounts'], why: 'the user ids of patients whose appointments remain, to tell them' },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const IMPORT = /from\s+'([^']+)'/g;

/** Every import of another module's schema.ts (or of db/schema, which re-exports them all). */
function foreignSchemaImports(file: string, source = readFileSync(file, 'utf8')): { owner: string; spec: string }[] {
  const module = path.relative(MODULES, file).split(path.sep)[0];
  const found: { owner: string; spec: string }[] = [];
  for (const [, spec] of source.matchAll(IMPORT)) {
    if (!spec.startsWith('.')) continue;
    const target = path.relative(MODULES, path.resolve(path.dirname(file), spec));
    const parts = target.split(path.sep);
    if (target === path.join('..', 'db', 'schema')) found.push({ owner: '*', spec });
    else if (parts.length === 2 && parts[1] === 'schema' && parts[0] !== module) found.push({ owner: parts[0], spec });
  }
  return found;
}

describe('table owners', () => {
  it('no module imports another module’s tables outside the allowed list', () => {
    const offences: string[] = [];
    for (const file of filesUnder(MODULES)) {
      const rel = path.relative(MODULES, file).split(path.sep).join('/');
      for (const { owner, spec } of foreignSchemaImports(file)) {
        if (!ALLOWED[rel]?.owners.includes(owner)) offences.push(`${rel} imports ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('the checker sees an offence (the doctor directory once joined accounts’ tables itself)', () => {
    const file = path.join(MODULES, 'doctors', 'service.ts');
    const source = "import { doctorProfiles, users } from '../accounts/schema';\nimport { x } from './photos';\nimport { y } from '../../db/schema';";
    expect(foreignSchemaImports(file, source)).toEqual([
      { owner: 'accounts', spec: '../accounts/schema' },
      { owner: '*', spec: '../../db/schema' },
    ]);
  });
});
