/**
 * Vite plugin: writes `.vite/modules.json` in the output, each chunk with the source modules it
 * contains and whether the entry loads it at start, so that a test can check what reaches the
 * browser (tests/process/clientBundle.test.ts) and what the first screen downloads.
 */
import type { Plugin } from 'vite';

/** One chunk of the client build. */
export interface ChunkReport {
  readonly file: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** Chunks this one imports statically (loaded with it). */
  readonly imports: readonly string[];
  /** Chunks this one imports on demand. */
  readonly dynamicImports: readonly string[];
  /** Source module ids, absolute paths (node_modules included) or virtual ids. */
  readonly modules: readonly string[];
  /** Stylesheets that load with this chunk (output file names). */
  readonly css: readonly string[];
}

export const moduleReportFile = '.vite/modules.json';

/** The plugin (build only). */
export function moduleReportPlugin(): Plugin {
  return {
    name: 'backoffice:module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds,
          css: [...((output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({ type: 'asset', fileName: moduleReportFile, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
