// The import graph of a source tree, read with TypeScript's own parser (so an import inside a
// string or a comment is not one, and `import type` is told apart), for the rules of the house
// that are about who may import whom: the web app's feature boundaries and its cycles
// (apps/web/src/boundaries.test.ts), and the server's modules, which can be checked the
// same way. Only relative imports are edges: packages (`react`, `@naijacare/contracts`) sit below
// everything and cannot take part in a cycle of ours.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import (or re-export) of a source file, as written. */
export interface Import {
  spec: string;
  /** `import type …`, `export type … from`, or named imports that are all `type`: erased when built. */
  typeOnly: boolean;
  /** `import('…')`: loaded on demand, but still a dependency. */
  dynamic: boolean;
  line: number;
}

/** An import that resolved to a file of the tree; paths are relative to the root, with `/`. */
export interface Edge extends Import {
  from: string;
  to: string;
  /** The file the import is written in (`from` itself, until collapsed into a unit). */
  file: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;

/** The .ts and .tsx files under `root` (relative, with `/`), tests left out unless asked for. */
export function sourceFilesUnder(root: string, { tests = false } = {}): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(rel);
      return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && (tests || !TEST.test(entry.name)) ? [rel] : [];
    });
  return walk('').sort();
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from` is erased whole; `import {} from` is not, nor a namespace.
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** Every import, re-export and `import('…')` with a literal path in one file's source. */
export function importsOf(source: string, fileName = 'source.tsx'): Import[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (literal: ts.Expression, typeOnly: boolean, dynamic: boolean) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const line = file.getLineAndCharacterOfPosition(literal.getStart(file)).line + 1;
    found.push({ spec: literal.text, typeOnly, dynamic, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node), false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, isTypeOnlyExport(node), false);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression, node.isTypeOnly, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) add(node.arguments[0], false, true);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names (`./x` → `x.ts`, `x.tsx` or `x/index.ts`), if it is one of `files`. */
export function resolveImport(from: string, spec: string, files: ReadonlySet<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), spec.replace(/\.js$/, ''));
  return CANDIDATES.map((ending) => base + ending).find((candidate) => files.has(candidate));
}

/**
 * The edges between the given files (relative to `root`), read from those of `readFrom` (all of
 * them unless told); `sources` stands in for files on disk, so a test can plant an offence
 * without writing one.
 */
export function importEdges(
  root: string,
  files: readonly string[],
  sources: Readonly<Record<string, string>> = {},
  readFrom: readonly string[] = files,
): Edge[] {
  const known = new Set(files);
  return readFrom.flatMap((from) =>
    importsOf(sources[from] ?? readFileSync(path.join(root, from), 'utf8'), from).flatMap((found) => {
      const to = resolveImport(from, found.spec, known);
      return to ? [{ ...found, from, to, file: from }] : [];
    }),
  );
}

/**
 * The same edges between larger units (a feature folder, a server module): `unitOf` names a
 * file's unit, or undefined to leave the file out. Edges inside one unit are dropped.
 */
export function collapse(edges: readonly Edge[], unitOf: (file: string) => string | undefined): Edge[] {
  return edges.flatMap((edge) => {
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    return from && to && from !== to ? [{ ...edge, from, to }] : [];
  });
}

/** A `unitOf` for `collapse`: each folder directly under `top` (`features/wallet/…`) one unit, any other file its own. */
export const foldersUnder =
  (top: string) =>
  (file: string): string => {
    const parts = file.split('/');
    return parts[0] === top && parts.length > 2 ? `${top}/${parts[1]}` : file;
  };

/** A cycle: its members (sorted) and, for each edge between them, the import that makes it. */
export interface Cycle {
  members: string[];
  edges: string[];
}

/**
 * Every cycle in the graph, as its strongly connected components (Tarjan's algorithm): any set of
 * nodes that reach one another, plus a node that imports itself.
 */
export function cyclesOf(edges: readonly Edge[]): Cycle[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || next.get(node)?.has(node)) components.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return components
    .map((members) => {
      const inside = new Set(members);
      const reasons = new Map<string, string>(); // the first import that makes each edge
      for (const edge of edges) {
        const pair = `${edge.from} → ${edge.to}`;
        if (inside.has(edge.from) && inside.has(edge.to) && !reasons.has(pair)) reasons.set(pair, `${pair} (${edge.file}:${edge.line} '${edge.spec}')`);
      }
      return { members, edges: [...reasons.values()].sort() };
    })
    .sort((a, b) => a.members[0].localeCompare(b.members[0]));
}
