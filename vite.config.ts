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
  /[\\/]engine[\\/]core[\\/](blank|systemFields|valueAt|validators|searchText|encryption[\\/]encryptedFields|address[\\/](addressTypes|pickedAddressRule|addressFingerprint|checkPickedAddress)|unique[\\/](uniqueFields|uniqueRules)|form[\\/]fieldAccess)\.ts$|[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](iconTypes|generated[\\/]components[\\/](small-cross|cross))\.js$|\0vite[\\/]preload-helper/;

/**
 * The list screen and what only it and the later screens import (its table, pager, filters, data
 * hooks, value formatting, and the Blueprint, date-fns and TanStack parts they draw with): one chunk
 * `ListScreen` instead of eleven files of 0.2–5 KB (issue 9: the bank list's first download had
 * nineteen files, ≈ 0.9 KB of headers each). Only modules the entry does not import belong here:
 * the group does not pull dependencies in (nor the parts the list loads later: its
 * export popover, preview and confirmations), and tests/process/clientBundle.test.ts checks that the
 * entry does not import this chunk. A form screen opened first downloads it too (≈ 13 KB).
 */
const listOwnModules =
  /[\\/]engine[\\/](react[\\/](list[\\/](?!ExportPopover|PreviewDialog|ListConfirmations)[^\\/]+|list[\\/]filters[\\/](FilterProps|BooleanFilter|FlagFilter|TextFilter|filterViews)\.tsx?|data[\\/](useModuleRecord|useLookup|queryKeys|unexpectedResponse|failureReport|useComboDescriptions|useModuleList|types)\.ts|format[\\/]formatValue\.ts|notifications[\\/]useFailureNotice\.ts|screens[\\/]screenLinks\.ts|access[\\/]CanAccess\.tsx)|core[\\/](responseShape|localeNumber|format[\\/](fieldDisplay|comboDisplay|formatDate|dateConstants|dateParts|formatByteSize))\.ts)$/;
const listLibraries =
  /[\\/]node_modules[\\/](@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/](components[\\/](forms[\\/](controls|formGroup|asyncControllableInput|inputGroup)\.js|(html-table|tag|html-select)[\\/])|common[\\/]utils[\\/]functionUtils)|@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/](caret-down|double-caret-vertical)\.js|date-fns[\\/]esm[\\/](_lib[\\/](toInteger|requiredArgs)|constants|parseISO)[\\/]|@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]queriesObserver|react-query[\\/]build[\\/]modern[\\/]useQueries)\.js)/;
/**
 * Blueprint's base that the entry and nearly every later chunk import (class names, intents, the
 * icon and its loader, button, spinner, text, progress bar): in `shared` too, where rolldown
 * otherwise made four more files of it (issue 9).
 */
const blueprintBase =
  /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/](common[\\/](alignment|elevation|intent|position|classes|errors|props|refs|abstractPureComponent|utils[\\/](domUtils|jsUtils|reactUtils|keyboardUtils))|hooks[\\/](useValidateProps|useIsomorphicLayoutEffect)|accessibility[\\/]useInteractiveAttributes|components[\\/](icon[\\/]icon|spinner[\\/]spinner|text[\\/]text|button[\\/](buttons|buttonGroup)|progress-bar[\\/]progressBar))\.js$|[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](loaderUtils|iconLoader)\.js$|[\\/]app[\\/]icons[\\/]iconNamesLite\.ts$/;
export const sharedChunk = (id: string): boolean => sharedHelpers.test(id) || blueprintBase.test(id);

export const listScreenChunk = (id: string): boolean => listOwnModules.test(id) || listLibraries.test(id);

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
      output: { codeSplitting: { groups: [{ name: moduleDataChunk, debugName: 'module data' }, { name: 'shared', test: sharedChunk, debugName: 'shared helpers' }, { name: 'ListScreen', test: listScreenChunk, includeDependenciesRecursively: false, debugName: 'list screen' }] } },
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
