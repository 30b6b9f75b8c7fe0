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

const server = 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  plugins: [react(), blueprintCssPlugin(), moduleReportPlugin(), precompressPlugin()],
  resolve: {
    // The browser downloads libphonenumber-js on demand (engine/core/format/phoneLibrary.ts, issue 9).
    alias: [{ find: /^\.\/phoneLibrary$/, replacement: './phoneLibrary.browser' }],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/api': server,
      '/oauth': server,
      '/ingresar': server,
    },
  },
});
