// How the browser-test files are divided between the shards of scripts/e2e.ts. Playwright's own
// --shard cuts the alphabetical list of files into runs of equal test counts, so a few slow files
// that sit side by side (the two-person call and chat journeys) make one shard minutes longer
// than the others. Here each file weighs what it took on a quiet run (apps/web/e2e/durations.json;
// a file not yet listed weighs the median), and the heaviest go first, each to the lightest shard.

export function packShards(files: string[], seconds: Record<string, number>, shards: number): string[][] {
  const known = files
    .map((f) => seconds[f])
    .filter((s): s is number => typeof s === 'number' && s > 0)
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (f: string) => (typeof seconds[f] === 'number' && seconds[f] > 0 ? seconds[f] : median);
  const bins = Array.from({ length: shards }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = bins.reduce((min, bin) => (bin.total < min.total ? bin : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return bins.map((bin) => bin.files.sort()).filter((list) => list.length > 0);
}

/** Seconds per spec file from Playwright's JSON reports (one per shard). */
export function secondsByFile(reports: { suites?: Suite[] }[]): Record<string, number> {
  const totals: Record<string, number> = {};
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) totals[file] = (totals[file] ?? 0) + (result.duration ?? 0) / 1000;
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const report of reports) for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title ?? '');
  return Object.fromEntries(Object.entries(totals).map(([file, s]) => [file, Math.round(s)]));
}

interface Suite {
  title?: string;
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: Suite[];
}
