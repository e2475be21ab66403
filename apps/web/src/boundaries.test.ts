// Rules of the house for the web app's imports, checked on every file so that they are kept, not
// remembered (the graph is read with TypeScript's parser: scripts/import-graph.ts):
//
// 1. A feature uses another feature only through its public surface: `api.ts` (its queries and
//    mutations) and `index.ts` (the few pieces it offers other features' pages, bound to its own
//    data). What several features need and none owns lives below them: React pieces in
//    components/, pure helpers in lib/ (form helpers in forms/, hooks in hooks/).
// 2. Shared code (components/, lib/, forms/, hooks/, api/, i18n/) imports no feature, so it stays
//    below them all. The shell, auth/ and the router put features together, and may.
// 3. No import cycles: between files, nor between features (a feature counting as one module;
//    any other file as its own). A cycle means a piece belongs lower, or a dependency the other
//    way round (the wallet page hands the payouts section the balance, not payouts reading it).
//
// Type-only imports are left out of the cycles: they are erased when built, so they neither run the
// other module first (the evaluation-order bugs a cycle brings) nor tie bundles together. They
// count for rule 1, which is about who may know another feature's insides. Tests are left out:
// nothing imports a test, and a test may reach into what it tests.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Cycle, collapse, cyclesOf, type Edge, foldersUnder, importEdges, sourceFilesUnder } from '../../../scripts/import-graph';

const SRC = path.dirname(new URL(import.meta.url).pathname);

const SHARED = ['components', 'lib', 'forms', 'hooks', 'api', 'i18n'];
const PUBLIC = new Set(['api.ts', 'index.ts', 'index.tsx']);

/** Imports of another feature's insides that stay for now, by importing file, and why. Empty: a
 * new entry needs a reason a reviewer accepts, and one no longer imported fails the test below. */
const ALLOWED: Record<string, { imports: string[]; why: string }> = {};

const featureOf = (file: string): string | undefined => (file.startsWith('features/') ? file.split('/')[1] : undefined);

/** What breaks rules 1 and 2, as "file:line imports 'spec' (why not)". */
function offences(edges: readonly Edge[]): string[] {
  return edges
    .flatMap(({ from, to, spec, line }) => {
      const source = featureOf(from);
      const target = featureOf(to);
      if (!target) return [];
      if (!source) {
        if (!SHARED.includes(from.split('/')[0])) return [];
        return [`${from}:${line} imports '${spec}': shared code imports no feature`];
      }
      if (source === target || PUBLIC.has(to.split('/').slice(2).join('/'))) return [];
      if (ALLOWED[from]?.imports.includes(to)) return [];
      return [`${from}:${line} imports '${spec}': another feature's insides, not its api.ts or index.ts`];
    })
    .sort();
}

/** Rule 3: the cycles of value imports, between files and between features. */
function cycles(edges: readonly Edge[]): { files: Cycle[]; features: Cycle[] } {
  const values = edges.filter((edge) => !edge.typeOnly);
  return { files: cyclesOf(values), features: cyclesOf(collapse(values, foldersUnder('features'))) };
}

const files = sourceFilesUnder(SRC);
const edges = importEdges(SRC, files);

describe('the web app’s boundaries', () => {
  it('reads the whole app', () => {
    // Guards the reading itself: a broken walk or parser would find nothing and pass.
    expect(files.length).toBeGreaterThan(300);
    expect(edges.filter((edge) => featureOf(edge.from) && featureOf(edge.to) && featureOf(edge.from) !== featureOf(edge.to)).length).toBeGreaterThan(50);
  });

  it('a feature imports another only through its api.ts or index.ts, and shared code imports no feature', () => {
    expect(offences(edges)).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles(edges).files).toEqual([]);
  });

  it('has no import cycle between features', () => {
    expect(cycles(edges).features).toEqual([]);
  });

  it('lists only imports that are still there', () => {
    const present = new Set(edges.map((edge) => `${edge.from} → ${edge.to}`));
    const gone = Object.entries(ALLOWED).flatMap(([from, { imports }]) => imports.map((to) => `${from} → ${to}`).filter((pair) => !present.has(pair)));
    expect(gone, 'allowed above but no longer imported: take them off the list').toEqual([]);
  });

  it('the checker sees a planted offence and planted cycles, and lets a type-only cycle be', () => {
    // Each planted file's whole source, in place of the one on disk.
    const sources: Record<string, string> = {
      // The dashboard reaching inside the wallet (as it did for the wallet's summary, before index.ts).
      'features/dashboard/PatientOverview.tsx': "import { BalanceCard } from '../wallet/BalanceCard';",
      // A shared piece that reached up into a feature.
      'components/MoneyRow.tsx': "import { useWallet } from '../features/wallet/api';",
      // The wallet's data reading the doctors', whose booking reads the wallet's: each through the
      // other's api.ts, as rule 1 allows, yet a cycle of features.
      'features/wallet/api.ts': "import { doctorQueries } from '../doctors/api';",
      // Two helpers importing each other: a cycle of files.
      'lib/naira.ts': "import { nairaText } from './format';",
      'lib/format.ts': "import { parseNaira } from './naira';",
      // Types only, both ways: erased when built, so no cycle.
      'lib/duration.ts': "import type { ErrorText } from './errors';",
      'lib/errors.ts': "import type { Duration } from './duration';",
    };
    // The app's edges, with those of the planted files read anew.
    const plantedEdges = [...edges.filter((edge) => !(edge.from in sources)), ...importEdges(SRC, files, sources, Object.keys(sources))];
    expect(offences(plantedEdges)).toEqual([
      "components/MoneyRow.tsx:1 imports '../features/wallet/api': shared code imports no feature",
      "features/dashboard/PatientOverview.tsx:1 imports '../wallet/BalanceCard': another feature's insides, not its api.ts or index.ts",
    ]);
    const found = cycles(plantedEdges);
    expect(found.files.map((cycle) => cycle.members)).toEqual([['lib/format.ts', 'lib/naira.ts']]);
    const throughWallet = found.features.find((cycle) => cycle.members.includes('features/wallet'));
    expect(throughWallet?.members).toEqual(expect.arrayContaining(['features/doctors', 'features/wallet']));
    expect(throughWallet?.edges).toContain("features/wallet → features/doctors (features/wallet/api.ts:1 '../doctors/api')");
  });
});
