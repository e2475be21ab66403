// No import cycles on the server, checked on every file so that it is kept, not remembered (the
// graph is read with TypeScript's parser: scripts/import-graph.ts):
//
// 1. None between files anywhere under src/. Two files that import each other load in an order
//    decided by whichever is reached first, so one of them runs with the other half-built.
// 2. None between modules, each folder under modules/ counting as one unit (any other file as its
//    own). A module sits above the ones it imports: a cycle means a piece belongs lower (a pure
//    rule, a read of the lower module's own tables), or in a neutral place both can use.
//    db/schema.ts is left out: it re-exports every module's tables for drizzle (migrations, the
//    relational queries), so it imports every module and nothing in a module should import it.
//    The module-to-module imports that still close a cycle are listed below with the reason they
//    stay; the list can only shrink (an entry no longer imported fails the test).
//
// Type-only imports are left out: they are erased when built, so they run nothing and cannot make
// a module load before another. Tests are left out: nothing imports a test.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Cycle, collapse, cyclesOf, type Edge, foldersUnder, importEdges, sourceFilesUnder } from '../../../../scripts/import-graph';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Re-exports every module's schema for drizzle: above all modules by design, imported by none. */
const IGNORED = new Set(['db/schema.ts']);

/**
 * Module-to-module imports (file → the other module's files it imports) that still close a cycle,
 * and why each stays for now. The module cycle is checked with these left out; an entry no longer
 * imported fails the test, so the list only shrinks.
 */
const ALLOWED: Record<string, { imports: string[]; why: string }> = {
  'appointments/serialize.ts': {
    imports: ['disputes/eligibility.ts'],
    why:
      'the appointment as its patient reads it says whether a dispute may be opened on it (the open or decided one, or why not): ' +
      'read from the disputes table inside the one statement that loads the appointment, by the rules opening a dispute applies',
  },
  'appointments/visibility.ts': {
    imports: ['hospitals/affiliation-reads.ts'],
    why: 'a hospital sees its affiliated doctors’ appointments: the affiliations are read inside the statement that reads or locks the appointment, so the check is atomic with it',
  },
  'appointments/hospital-statistics.ts': {
    imports: ['hospitals/affiliation-reads.ts'],
    why: 'a hospital’s figures count its affiliated doctors’ appointments, the affiliations read inside the one grouped statement',
  },
};

const values = (edges: readonly Edge[]) => edges.filter((edge) => !edge.typeOnly && !IGNORED.has(edge.from) && !IGNORED.has(edge.to));
const isAllowed = (edge: Edge) => ALLOWED[edge.file.replace(/^modules\//, '')]?.imports.includes(edge.to.replace(/^modules\//, '')) ?? false;

/** The cycles of value imports, between files and between modules (the allowed imports left out). */
function cycles(edges: readonly Edge[]): { files: Cycle[]; modules: Cycle[] } {
  const kept = values(edges);
  return {
    files: cyclesOf(kept),
    modules: cyclesOf(
      collapse(
        kept.filter((edge) => !isAllowed(edge)),
        foldersUnder('modules'),
      ),
    ),
  };
}

const files = sourceFilesUnder(SRC);
const edges = importEdges(SRC, files);
const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : undefined);

describe('the server’s imports', () => {
  it('reads the whole server', () => {
    // Guards the reading itself: a broken walk or parser would find nothing and pass.
    expect(files.length).toBeGreaterThan(300);
    expect(edges.filter((edge) => moduleOf(edge.from) && moduleOf(edge.to) && moduleOf(edge.from) !== moduleOf(edge.to)).length).toBeGreaterThan(100);
  });

  it('has no import cycle between files', () => {
    expect(cycles(edges).files).toEqual([]);
  });

  it('has no import cycle between modules, but for the allowed imports', () => {
    expect(cycles(edges).modules).toEqual([]);
  });

  it('lists only imports that are still there, each with its reason', () => {
    const present = new Set(values(edges).map((edge) => `${edge.file} → ${edge.to}`));
    const gone = Object.entries(ALLOWED).flatMap(([from, { imports }]) =>
      imports.map((to) => `modules/${from} → modules/${to}`).filter((pair) => !present.has(pair)),
    );
    expect(gone, 'allowed above but no longer imported: take them off the list').toEqual([]);
    expect(Object.entries(ALLOWED).filter(([, { why }]) => why.trim() === '')).toEqual([]);
  });

  it('the checker sees planted cycles, and lets a type-only cycle be', () => {
    // Each planted file's whole source, in place of the one on disk.
    const sources: Record<string, string> = {
      // The serializer asking the withdrawal who may withdraw, as it once did, while the
      // withdrawal serializes what it withdrew: a cycle of files.
      'modules/appointments/serialize.ts': "import { mayWithdraw } from './withdraw';",
      'modules/appointments/withdraw.ts': "import { serialize } from './serialize';",
      // Accounts (the bottom of every module) reading the wallet, which reads accounts: a cycle of modules.
      'modules/accounts/service.ts': "import { balanceOf } from '../wallet/service';",
      // Types only, both ways: erased when built, so no cycle.
      'modules/chat/window.ts': "import type { CallWindow } from '../calls/window';",
      'modules/calls/window.ts': "import type { ChatWindow } from '../chat/window';",
    };
    const plantedEdges = [...edges.filter((edge) => !(edge.from in sources)), ...importEdges(SRC, files, sources, Object.keys(sources))];
    const found = cycles(plantedEdges);
    expect(found.files.map((cycle) => cycle.members)).toEqual([['modules/appointments/serialize.ts', 'modules/appointments/withdraw.ts']]);
    const throughWallet = found.modules.find((cycle) => cycle.members.includes('modules/wallet'));
    expect(throughWallet?.members).toEqual(expect.arrayContaining(['modules/accounts', 'modules/wallet']));
    expect(throughWallet?.edges).toContain("modules/accounts → modules/wallet (modules/accounts/service.ts:1 '../wallet/service')");
    expect(found.modules.some((cycle) => cycle.members.includes('modules/chat') && cycle.members.includes('modules/calls'))).toBe(false);
  });
});
