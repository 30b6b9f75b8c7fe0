/**
 * No import cycles in the browser code (engine/, widgets/, app/): a cycle makes a module's exports
 * undefined while the cycle is being evaluated, and its order depends on which file is imported
 * first. Imports are read with the TypeScript compiler's parser; `import type` counts (a type cycle
 * still ties the files together), a dynamic `import()` does not (it runs after evaluation: how a
 * form nests itself through a related-records panel).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['engine', 'widgets', 'app'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** The static imports and re-exports of a file (module specifiers as written), read by the compiler's pre-processor. */
export function staticImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  return ts
    .preProcessFile(text, true, false)
    .importedFiles.filter((spec) => !/\bimport\s*\(\s*['"`]?$/.test(text.slice(Math.max(0, spec.pos - 40), spec.pos)))
    .map((spec) => spec.fileName);
}

/** The project file a relative specifier names, or null (a package, JSON, CSS). */
function resolveSource(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = relative(resolve('.'), resolve(dirname(from), spec));
  return (
    ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) ?? null
  );
}

/** Every cycle's files, one cycle per strongly connected group of files (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('the cycle finder finds a cycle, a self-import and no false ones; dynamic imports do not count', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    const text = "import type { A } from './a';\nexport { B } from './b';\nimport './c';\nconst lazy = () => import('./d');";
    expect(staticImports('x.ts', text)).toEqual(['./a', './b', './c']);
  });

  it('engine/, widgets/ and app/ import no file that imports them back (types included)', () => {
    const files = ROOTS.flatMap(sources);
    const graph = new Map(files.map((file) => [file, staticImports(file).flatMap((spec) => resolveSource(file, spec) ?? [])]));
    expect(importCycles(graph)).toEqual([]);
  });
});
