import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/** Where the pieces of the product listen in development (`pnpm dev`). */
export const DEV_PORTS = { citizen: 5173, kiosk: 5174, console: 5175, api: 3000, faceCheck: 3100 } as const;

const api = `http://127.0.0.1:${process.env.API_PORT ?? DEV_PORTS.api}`;
const faceCheck = `http://127.0.0.1:${process.env.FACE_CHECK_PORT ?? DEV_PORTS.faceCheck}`;

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
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
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
    build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  });
}
