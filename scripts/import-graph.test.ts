import { describe, expect, it } from 'vitest';
import { collapse, cyclesOf, type Edge, foldersUnder, importEdges, importsOf, resolveImport } from './import-graph';

describe('importsOf', () => {
  it('reads imports, re-exports and import() by the syntax, not by the text', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "import './side-effect';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "const page = () => import('./page');",
      "// import { x } from './in-a-comment';",
      'const text = "import { y } from \'./in-a-string\'";',
      'const jsx = <div>{text}</div>;',
    ].join('\n');
    expect(importsOf(source, 'x.tsx').map(({ spec, typeOnly, dynamic }) => `${spec}${typeOnly ? ' type' : ''}${dynamic ? ' dynamic' : ''}`)).toEqual([
      './a',
      './b type',
      './c type',
      './e',
      './side-effect',
      './g',
      './h type',
      './page dynamic',
    ]);
  });

  it('gives the line of each import', () => {
    expect(importsOf("\n\nimport { a } from './a';").map((found) => found.line)).toEqual([3]);
  });
});

describe('resolveImport', () => {
  const files = new Set(['lib/format.ts', 'components/Card.tsx', 'features/wallet/index.ts', 'features/wallet/api.ts']);
  it('finds the file a relative path names, as the bundler does', () => {
    expect(resolveImport('features/wallet/Page.tsx', './api', files)).toBe('features/wallet/api.ts');
    expect(resolveImport('features/dashboard/Page.tsx', '../wallet', files)).toBe('features/wallet/index.ts');
    expect(resolveImport('features/dashboard/Page.tsx', '../../components/Card', files)).toBe('components/Card.tsx');
    expect(resolveImport('features/dashboard/Page.tsx', '../../lib/format.js', files)).toBe('lib/format.ts');
  });
  it('leaves packages and files outside the tree', () => {
    expect(resolveImport('lib/format.ts', 'react', files)).toBeUndefined();
    expect(resolveImport('lib/format.ts', './style.css', files)).toBeUndefined();
  });
});

const edge = (from: string, to: string, typeOnly = false): Edge => ({ from, to, file: from, spec: to, line: 1, typeOnly, dynamic: false });

describe('cyclesOf', () => {
  it('finds each set of files that reach one another, with the imports that close it', () => {
    const cycles = cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd'), edge('d', 'd'), edge('e', 'a')]);
    expect(cycles.map((cycle) => cycle.members)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cycles[0].edges).toEqual(["a → b (a:1 'b')", "b → c (b:1 'c')", "c → a (c:1 'a')"]);
  });
  it('finds none in a graph that only goes down', () => {
    expect(cyclesOf([edge('a', 'b'), edge('a', 'c'), edge('b', 'c')])).toEqual([]);
  });
});

describe('collapse', () => {
  it('turns file imports into imports between folders, so a cycle through two features shows', () => {
    const files = [
      edge('features/a/Page.tsx', 'features/b/api.ts'),
      edge('features/b/Card.tsx', 'features/a/view.ts'),
      edge('features/a/Page.tsx', 'lib/x.ts'),
    ];
    const folders = collapse(files, foldersUnder('features'));
    expect(folders.map(({ from, to }) => `${from} → ${to}`)).toEqual(['features/a → features/b', 'features/b → features/a', 'features/a → lib/x.ts']);
    expect(cyclesOf(files)).toEqual([]);
    expect(cyclesOf(folders)[0].edges).toEqual([
      "features/a → features/b (features/a/Page.tsx:1 'features/b/api.ts')",
      "features/b → features/a (features/b/Card.tsx:1 'features/a/view.ts')",
    ]);
  });
});

describe('importEdges', () => {
  it('reads planted sources in place of files on disk', () => {
    const sources = { 'a.ts': "import { b } from './b';\nimport React from 'react';", 'b.ts': "import type { A } from './a';" };
    expect(importEdges('/nowhere', ['a.ts', 'b.ts'], sources).map(({ from, to, typeOnly }) => [from, to, typeOnly])).toEqual([
      ['a.ts', 'b.ts', false],
      ['b.ts', 'a.ts', true],
    ]);
  });
});
