// Vite builds the single-page app into dist/, which the API server serves.
// In development the API runs separately on port 8000; /api and /media are proxied to it.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:8000';

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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
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
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
        // Tiny files gain nothing once headers are counted; the server then sends the original.
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotli });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(source, { level: 9 }) });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), appVersion(), precompress()],
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
  },
});
