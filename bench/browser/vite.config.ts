/**
 * Builds the browser benchmark pages (bench/browser/pages/*.html) into bench/.data/browser-dist,
 * production React, with the app's plugins (see the root vite.config.ts).
 */
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./pages', import.meta.url));
export const benchDistDir = fileURLToPath(new URL('../.data/browser-dist', import.meta.url));

export default defineConfig({
  root,
  base: './',
  mode: 'production',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: benchDistDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: Object.fromEntries(
        readdirSync(root)
          .filter((f) => f.endsWith('.html'))
          .map((f) => [f.replace(/\.html$/, ''), `${root}/${f}`]),
      ),
    },
  },
});
