/**
 * The browser app: root `app/`, output `dist/client` (served by the server with SPA fallback).
 * In development the API, the OIDC provider and the login page are proxied to the server.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { moduleReportPlugin } from './scripts/vite/moduleReportPlugin';
import { precompressPlugin } from './scripts/vite/precompressPlugin';
import { blueprintCssPlugin } from './scripts/vite/blueprintCssPlugin';
import { iconNamesPlugin } from './scripts/vite/iconNamesPlugin';

const server = 'http://localhost:8080';

/**
 * A module's three JSON files (schema, ui schema, messages) in one chunk, `module-<name>`: the app
 * loads them together with the module's first screen (app/modules/browserRegistry.ts); its rules
 * file is a chunk of its own, beside the code it imports. JSON imports nothing, so the group pulls
 * no other module in.
 */
export function moduleDataChunk(id: string): string | null {
  const match = /[\\/]schemas[\\/]([^\\/]+)[\\/]([^\\/?]+)\.(schema|ui|messages)\.json(\?.*)?$/.exec(id);
  return match && match[1] === match[2] ? `module-${match[1]}` : null;
}

/**
 * Small helpers that the entry, the list and the form all reach (each well under 1 KB): one chunk
 * `shared` instead of a file each, since every file costs a request and ≈ 0.85 KB of headers
 * (the bank list's first download had 27 files; issue 9).
 */
export const sharedHelpers =
  /[\\/]engine[\\/]core[\\/](blank|systemFields|valueAt|validators|encryption[\\/]encryptedFields|address[\\/](addressTypes|pickedAddressRule|addressFingerprint|checkPickedAddress)|unique[\\/](uniqueFields|uniqueRules)|form[\\/]fieldAccess)\.ts$|[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](iconTypes|generated[\\/]components[\\/]small-cross)\.js$/;

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  plugins: [react(), iconNamesPlugin(), blueprintCssPlugin(), moduleReportPlugin(), precompressPlugin()],
  resolve: {
    // The browser downloads libphonenumber-js on demand (engine/core/format/phoneLibrary.ts, issue 9).
    alias: [{ find: /^\.\/phoneLibrary$/, replacement: './phoneLibrary.browser' }],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server preloads a route's chunks in its page (server/client/routePreloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: moduleDataChunk, debugName: 'module data' }, { name: 'shared', test: sharedHelpers, debugName: 'shared helpers' }] } },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/oauth': server,
      '/ingresar': server,
    },
  },
});
