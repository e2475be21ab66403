// Prints the import cycles of a source tree, between files and between the folders of one level
// (type-only imports left out: they are erased when built, see import-graph.ts):
//   node --import tsx scripts/import-cycles.ts apps/web/src features
//   node --import tsx scripts/import-cycles.ts apps/server/src modules --ignore db/schema.ts
import { parseArgs } from 'node:util';
import { type Cycle, collapse, cyclesOf, foldersUnder, importEdges, sourceFilesUnder } from './import-graph';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { ignore: { type: 'string', multiple: true, default: [] } } });
const [root, folders] = positionals;
if (!root || !folders) {
  console.error('usage: import-cycles.ts <source root> <folder whose children are units> [--ignore <file>]…');
  process.exit(2);
}

const ignored = new Set(values.ignore);
const files = sourceFilesUnder(root).filter((file) => !ignored.has(file));
const edges = importEdges(root, files).filter((edge) => !edge.typeOnly);
const show = (title: string, cycles: Cycle[]) => {
  console.log(`${title}: ${cycles.length}`);
  for (const cycle of cycles) console.log(`  ${cycle.members.join(', ')}\n${cycle.edges.map((line) => `    ${line}`).join('\n')}`);
};
console.log(`${files.length} files, ${edges.length} value imports between them`);
show('cycles between files', cyclesOf(edges));
show(`cycles between ${folders}/* (each other file on its own)`, cyclesOf(collapse(edges, foldersUnder(folders))));
