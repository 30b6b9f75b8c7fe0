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
 * Small helpers that the entry, the list and the form all reach (each well under 1 KB): one chunk
 * `shared` instead of a file each, since every file costs a request and ≈ 0.85 KB of headers
 * (the bank list's first download had 27 files; issue 9).
 */
export const sharedHelpers =
  /[\\/]engine[\\/]core[\\/](blank|systemFields|valueAt|validators|encryption[\\/]encryptedFields|address[\\/](addressTypes|pickedAddressRule|addressFingerprint|checkPickedAddress)|unique[\\/](uniqueFields|uniqueRules)|form[\\/]fieldAccess)\.ts$|[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](iconTypes|generated[\\/]components[\\/]small-cross)\.js$/;

/** The browser's registry code (decision 96), which every module screen loads beside the helpers above: one file with them. */
export const registryCode = /[\\/]engine[\\/]core[\\/](trustedSchemaRegistry|rules[\\/](maskRules|maskedFields))\.ts$/;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The source modules (not a package's) that `root` (an absolute path) imports statically, itself included. */
function sourceClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  for (const stack = [root]; stack.length;) {
    const next = stack.pop()!;
    if (seen.has(next) || /[\\/]node_modules[\\/]/.test(next)) continue;
    const info = ctx.getModuleInfo(next);
    if (!info) continue;
    seen.add(next);
    stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * A group name function: `name` for every source module that each of `roots` imports statically
 * and none of `others` does (read from the module graph once, Rolldown's chunking context). The
 * group takes their dependencies with them (Rolldown's default `includeDependenciesRecursively`),
 * so no chunk runs before one it needs (decision 111 grouped chunks without their dependencies,
 * and React's chunk ran after a module that used it). Packages are left out of the walk: a
 * package's index imports all of it (Blueprint's would bring every component), while the group
 * takes only what its modules use.
 */
export function sourceGroup(name: string, roots: readonly string[], others: readonly string[] = []) {
  let members: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      const [first, ...rest] = roots.map((root) => sourceClosure(root, ctx));
      const excluded = new Set(others.flatMap((root) => [...sourceClosure(root, ctx)]));
      members = new Set([...first].filter((m) => rest.every((closure) => closure.has(m)) && !excluded.has(m)));
    }
    return members.has(id) ? name : null;
  };
}

/**
 * Blueprint components that both screen kinds draw (inputs, form groups, button groups, selects, tables, progress bars) and
 * TanStack's `useQueries` (the list's combo descriptions, related lists): in the `screens` chunk
 * too, else each is a small file of its own (the walk above leaves packages out).
 */
export const screenPackages =
  /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](forms[\\/](controls|asyncControllableInput|inputGroup|formGroup)\.js$|button[\\/]buttonGroup\.js$|html-select[\\/]|html-table[\\/]|progress-bar[\\/])|[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useQueries|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\.js$/;

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const listScreen = source('./engine/react/list/ListScreen.tsx');
const formScreen = source('./engine/react/form/FormScreen.tsx');
const commonToScreens = sourceGroup('screens', [listScreen, formScreen]);

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  plugins: [react(), iconNamesPlugin(), blueprintCssPlugin(), moduleReportPlugin(), precompressPlugin()],
  resolve: {
    // The browser downloads libphonenumber-js on demand (engine/core/format/phoneLibrary.ts, issue 9),
    // and the messages only forms and the server name (engine/core/messages.ts, decision 120).
    alias: [
      { find: /^\.\/phoneLibrary$/, replacement: './phoneLibrary.browser' },
      { find: /^\.\/messages\/laterMessages$/, replacement: './messages/laterMessages.browser' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server preloads a route's chunks in its page (server/client/routePreloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in the entry's own file (was 5 files: React,
            // Blueprint's base and overlay, the runtime helpers), with its dependencies: one file.
            { name: 'app', tags: ['$initial'], priority: 20, debugName: 'entry' },
            // What both screen kinds import (notices, record hooks, transitions…), then the list
            // screen's own code, each in one file with what it imports (the list's were 11 files).
            { name: (id, ctx) => commonToScreens(id, ctx) ?? (screenPackages.test(id) ? 'screens' : null), priority: 12, debugName: 'screens' },
            { name: sourceGroup('ListScreen', [listScreen], [formScreen]), priority: 10, debugName: 'list screen', includeDependenciesRecursively: false },
            { name: 'shared', test: (id) => sharedHelpers.test(id) || registryCode.test(id), debugName: 'shared helpers' },
          ],
        },
      },
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
