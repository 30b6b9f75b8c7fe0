import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts/.tsx file under a folder (tests included: they follow the same rules). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('layering (DESIGN.md)', () => {
  it('engine/core imports nothing from React, the DOM, Node or the rest of the project', () => {
    const offenders = sources('engine/core')
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => {
            if (/^(react|react-dom|node:|fs$|path$|@blueprintjs|@rjsf\/core)/.test(spec)) return true;
            // Relative imports must stay inside engine/core.
            return spec.startsWith('.') && relative(resolve('engine/core'), resolve(dirname(file), spec)).startsWith('..');
          })
          .map((spec) => `${file} -> ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('engine/core uses no DOM or Node globals', () => {
    const offenders = sources('engine/core')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /\b(window|document|localStorage|sessionStorage)\b|\b(process|Buffer)\.|\brequire\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('server never imports engine/react, widgets or app', () => {
    const offenders = sources('server').flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          if (/^react/.test(spec)) return true;
          if (!spec.startsWith('.')) return false;
          const target = relative(resolve('.'), resolve(dirname(file), spec));
          return /^(engine\/react|widgets|app)(\/|$)/.test(target);
        })
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
