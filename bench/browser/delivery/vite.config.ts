/**
 * Builds the delivery benchmark's baseline page (page/minimalTable.html) as the app is built: same
 * bundler, React plugin and precompression; into bench/.data/delivery-baseline.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../../scripts/vite/precompressPlugin';

export const baselineDistDir = fileURLToPath(new URL('../../.data/delivery-baseline', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  base: '/',
  mode: 'production',
  plugins: [react(), precompressPlugin()],
  logLevel: 'warn',
  build: {
    outDir: baselineDistDir,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { input: fileURLToPath(new URL('./page/minimalTable.html', import.meta.url)) },
  },
});
