// Vite builds the single-page app into dist/, which the API server serves.
// In development the API runs separately on port 8000; /api and /media are proxied to it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// 127.0.0.1, where a server with demo accounts listens by default (not ::1, which localhost may name first).
const api = 'http://127.0.0.1:8000';

/** "20261121T054200": the build's UTC time, so two builds of one package version still differ. */
function buildStamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * Gives every build a version ("0.1.0+20261121T054200"): the app gets it as
 * import.meta.env.VITE_APP_VERSION, and dist/version.json carries it for GET /api/version/.
 * A running tab compares the two to offer a reload after a deploy (src/lib/version.ts).
 * The dev server reports "development", which never prompts.
 */
function appVersion(): Plugin {
  let version = 'development';
  return {
    name: 'naijacare-app-version',
    config(_config, { command }) {
      if (command === 'build') {
        const { version: packageVersion } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
        version = `${packageVersion}+${buildStamp(new Date())}`;
      }
      return { define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } };
    },
    generateBundle: {
      // After Vite's own hooks: they drop the empty script of a chunk that is only styles (a page
      // that imports nothing but Mantine's CSS ahead of the others), and a worker told to keep a
      // file that is not there fails to install.
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: shellWorker(version, shellFiles(bundle)) });
      },
    },
  };
}

/** The pages a signed-out visitor opens: they must start offline on a repeat visit, so their code is part of the shell. */
const SHELL_PAGES = /\/src\/features\/auth\/[A-Za-z]+Page\.tsx$/;

/**
 * What the service worker keeps: the entry script with everything it imports and its CSS, and
 * the public pages' code. The signed-in pages load from the network as usual.
 */
function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) add(imported);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && (chunk.isEntry || (chunk.facadeModuleId && SHELL_PAGES.test(chunk.facadeModuleId)))) add(chunk.fileName);
  return [...files].sort();
}

/** The page most first visits open: signed out, or with a session that ended. */
const FIRST_PAGE = /\/src\/features\/auth\/LoginPage\.tsx$/;

/**
 * Lets the browser fetch the sign-in page's code together with the entry script, instead of one
 * more round trip (400 ms on 3G) after the entry has run and the router asked for the page.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'naijacare-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const entry = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || into.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunk.imports) collect(imported, into);
        };
        const page = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry) collect(chunk.fileName, entry);
          else if (chunk.facadeModuleId && FIRST_PAGE.test(chunk.facadeModuleId)) collect(chunk.fileName, page);
        }
        return [...page]
          .filter((fileName) => !entry.has(fileName))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** src/sw.js with this build's version and shell in front: a new build is a new worker. */
function shellWorker(version: string, files: string[]): string {
  const source = readFileSync(new URL('./src/sw.js', import.meta.url), 'utf8');
  return `self.NAIJACARE_SHELL = ${JSON.stringify({ version, files })};\n${source}`;
}

/** Text files worth compressing; images like the favicon are small, source maps are not for phones. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every compressible file of the build, so the server sends
 * them as they are (by Accept-Encoding) instead of compressing on every request: on a 400 kbps
 * phone the app's JavaScript is a third of its size in brotli. Maximum effort costs seconds
 * once per build and nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'naijacare-precompress',
    apply: 'build',
    // After writing, not in generateBundle: other plugins still rewrite chunks there (preload
    // lists), and a .br of the unfinished code would differ from the file beside it.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
        // Tiny files gain nothing once headers are counted; the server then sends the original.
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        writeFileSync(path.join(outDir, `${file.fileName}.br`), brotli);
        writeFileSync(path.join(outDir, `${file.fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), appVersion(), preloadFirstPage(), precompress()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true, ws: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The sign-in page with everything it imports (React, the router's and Mantine's code it
          // shares with the entry) in one file: a dozen small files cost a dozen requests on six
          // HTTP/1.1 connections at 400 ms each on 3G before the form can paint. Every page needs
          // most of this file anyway; the sign-in page's own code is a few kilobytes of it.
          groups: [{ name: 'first-page', test: FIRST_PAGE, includeDependenciesRecursively: true }],
        },
      },
    },
  },
});
