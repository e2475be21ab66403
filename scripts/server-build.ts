// The server compiled for production: apps/server/src/main.ts bundled by esbuild into one ES
// module, apps/server/dist/main.js, that plain `node` runs (no TypeScript loader: it starts
// sooner and needs less memory). The contracts are TypeScript sources, which Node does not load from
// node_modules, so they go inside the bundle; every other package stays an import, installed by npm
// as usual (native ones such as argon2 and sharp cannot be bundled, and Fastify's plugins read
// files of their own). The SQL migrations are copied beside main.js, where db/client.ts looks for
// them (next to itself); config.ts finds the web build from dist as from src, both two levels
// below apps/.

import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Bundles our own workspace packages (@naijacare/…) and leaves every other package an import. */
const otherPackagesExternal: Plugin = {
  name: 'other-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@naijacare/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds the server from the checkout at root into outDir (emptied first); answers the packages the bundle imports. */
export async function buildServer(root: string, outDir: string): Promise<{ imports: string[] }> {
  const server = path.join(root, 'apps/server');
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: path.join(outDir, 'main.js'),
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Stack traces name the TypeScript files and lines (npm run serve runs node with --enable-source-maps).
    sourcemap: true,
    // A bundle renames top-level names that clash between files; this keeps each function's and
    // class's own `.name`, which logs show (an error's type) and Fastify reads (its plugins' names).
    keepNames: true,
    plugins: [otherPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(path.join(server, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  return { imports: [...new Set(imports)].sort() };
}
