import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { DEFAULT_LOCALE, UI_LOCALES } from '../packages/ui/src/i18n/locales.ts';
import { SESSION_STORAGE_KEY } from '../packages/ui/src/session/storage-key.ts';
import { mantineStylesByUse } from './mantine-styles.mjs';

/** Where the pieces of the product listen in development (`pnpm dev`). */
export const DEV_PORTS = { citizen: 5173, kiosk: 5174, console: 5175, api: 3000, faceCheck: 3100 } as const;

const api = `http://127.0.0.1:${process.env.API_PORT ?? DEV_PORTS.api}`;
const faceCheck = `http://127.0.0.1:${process.env.FACE_CHECK_PORT ?? DEV_PORTS.faceCheck}`;

/**
 * Production serves no source maps: they are built (`hidden`, so no script
 * names one) and moved from dist/ to the app's sourcemaps/ folder, which is
 * kept for error reporting and never published (the gateway, nginx and the
 * web image serve dist/ only).
 */
export function sourceMapsOutOfPublic(): Plugin {
  let outDir = '';
  let mapsDir = '';
  return {
    name: 'notary:source-maps-out-of-public',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mapsDir = resolve(config.root, 'sourcemaps');
    },
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle() {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.name.endsWith('.map')) {
            const target = join(mapsDir, relative(outDir, path));
            mkdirSync(dirname(target), { recursive: true });
            renameSync(path, target);
          }
        }
      };
      walk(outDir);
    },
  };
}

/**
 * Pre-compressed copies for the web servers (issue 17): a `.br` (brotli, best
 * quality) and a `.gz` (gzip -9) beside each js/css/html/svg file of dist/,
 * which the gateway (tools/gateway.mjs) and nginx (`gzip_static`) send to
 * clients that accept them instead of compressing on every request. Runs
 * after the source maps left dist/ (plugin order), so no map is compressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'notary:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (/\.(js|mjs|css|html|svg)$/.test(entry.name)) {
            const data = readFileSync(path);
            writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
            writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}

/**
 * The messages of the remembered language start loading with the first page
 * instead of after it (issue 17.7). The apps render nothing before their
 * catalog has loaded (main.tsx awaits it), and the catalog is a lazy chunk:
 * without this it is requested only once the first page's script has arrived
 * and run, one more round trip (150 ms on slow 4G) and 24–27 KiB more after
 * the 170 KiB before the first screen. A small classic script, first in
 * index.html and `async` (the CSP allows scripts of the origin only, so it
 * cannot be inline), reads the language from the session store's
 * localStorage record (the default when there is none) and adds a
 * `modulepreload` of that one catalog; the app's own `import()` of it then
 * finds it loaded or loading. Nothing is fetched twice, and a user of another
 * language never downloads the default one.
 */
export function preloadMessages(): Plugin {
  let base = '/';
  return {
    name: 'notary:preload-messages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const item of Object.values(bundle)) {
        const locale = item.type === 'chunk' ? /[\\/]locales[\\/](\w+)\.po(?:\?.*)?$/.exec(item.facadeModuleId ?? '')?.[1] : undefined;
        if (locale) files[locale] = `${base}${item.fileName}`;
      }
      const missing = UI_LOCALES.filter((locale) => !files[locale]);
      if (missing.length > 0) this.error(`no catalog chunk for ${missing.join(', ')}: the messages preload cannot name it`);
      const source = `(() => {
  const files = ${JSON.stringify(files)};
  let locale = ${JSON.stringify(DEFAULT_LOCALE)};
  try {
    const stored = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) ?? 'null')?.state?.locale;
    if (Object.hasOwn(files, stored)) locale = stored;
  } catch {}
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = files[locale];
  document.head.append(link);
})();
`;
      const script = `${base}${this.getFileName(this.emitFile({ type: 'asset', name: 'messages-preload.js', source }))}`;
      // Before the page's first script (the module scripts Vite wrote into <head>), so it is requested first.
      const html = bundle['index.html'];
      const at = html?.type === 'asset' && typeof html.source === 'string' ? html.source.indexOf('<script') : -1;
      if (html?.type !== 'asset' || typeof html.source !== 'string' || at < 0) this.error('no index.html with a script in the bundle: the messages preload has nowhere to go');
      html.source = `${html.source.slice(0, at)}<script async src="${script}"></script>\n    ${html.source.slice(at)}`;
    },
  };
}

/**
 * The Vite config of each app: its base path on the one origin, lingui macros
 * and catalogs, the `source` condition (workspace packages from their sources,
 * with hot reload), and a development proxy so that `/api`, the sockets and
 * the other apps answer on the citizen app's origin as in production.
 */
export function appConfig(options: { base: string; port: number; proxyApps?: boolean }): UserConfig {
  const others: Record<string, { target: string; ws?: boolean }> = options.proxyApps
    ? {
        '/kiosk': { target: `http://127.0.0.1:${DEV_PORTS.kiosk}`, ws: true },
        '/console': { target: `http://127.0.0.1:${DEV_PORTS.console}`, ws: true },
      }
    : {};
  return defineConfig({
    base: options.base,
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui(), mantineStylesByUse(), preloadMessages(), sourceMapsOutOfPublic(), precompress()],
    resolve: { conditions: ['source'] },
    server: {
      port: options.port,
      strictPort: true,
      host: '127.0.0.1',
      proxy: {
        '/api': { target: api },
        '/socket.io': { target: api, ws: true },
        '/face-check': { target: faceCheck, ws: true },
        ...others,
      },
    },
    build: {
      outDir: 'dist',
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // What the first page needs (everything the entry imports statically) in one chunk beside the
          // entry instead of dozens of small shared ones: fewer requests, better gzip. The screens and
          // dialogs loaded on use keep their own chunks (tools/check-budgets.mjs measures the first page).
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
    },
  });
}
