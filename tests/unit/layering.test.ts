import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/** Node's built-in modules by every name they can be imported as (`crypto`, `node:crypto`, `fs/promises`, `node:test`). */
const nodeBuiltins = new Set(builtinModules.flatMap((name) => (name.startsWith('node:') ? [name] : [name, `node:${name}`])));

/** React, DOM-bound UI libraries and DOM test tools: engine/core must run without them. */
const uiPackage =
  /^(react|react-dom|react-router|react-router-dom|scheduler|jsdom|@rjsf\/core|@blueprintjs\/.+|@testing-library\/.+|@tanstack\/react-.+|@storybook\/.+|oidc-client-ts)(\/|$)/;

/** True for an import engine/core may not make: a Node built-in (with or without `node:`, subpaths too) or React/DOM. */
function forbiddenInCore(spec: string): boolean {
  if (spec.startsWith('node:')) return true;
  const [first, second] = spec.split('/');
  const packageName = first.startsWith('@') ? `${first}/${second}` : first;
  return nodeBuiltins.has(spec) || nodeBuiltins.has(packageName) || uiPackage.test(spec);
}

/** Every .ts/.tsx file under a folder (tests included: they follow the same rules). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

/** The project path (from the root) of a relative import, with its extension when the file exists. */
function resolveSource(from: string, spec: string): string {
  const base = relative(resolve('.'), resolve(dirname(from), spec));
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile()) ?? base;
}

/** A widgets file and every widgets file it reaches through relative imports. */
function widgetImportsOf(start: string, seen = new Set<string>()): string[] {
  if (seen.has(start) || !start.startsWith('widgets/') || !existsSync(start)) return [...seen];
  seen.add(start);
  for (const spec of importsOf(start).filter((s) => s.startsWith('.'))) widgetImportsOf(resolveSource(start, spec), seen);
  return [...seen];
}

describe('layering (docs/architecture.md, Parts)', () => {
  it('the engine/core import rule knows every Node built-in by its bare and node: names, and React/DOM packages', () => {
    for (const spec of [
      'crypto',
      'node:crypto',
      'os',
      'buffer',
      'events',
      'fs',
      'fs/promises',
      'path',
      'url',
      'util',
      'stream',
      'child_process',
      'worker_threads',
      'node:test',
      'node:sqlite',
    ]) {
      expect(forbiddenInCore(spec), spec).toBe(true);
    }
    for (const spec of [
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      'react-router-dom',
      '@blueprintjs/core',
      '@rjsf/core',
      '@testing-library/react',
      '@tanstack/react-query',
      'jsdom',
    ]) {
      expect(forbiddenInCore(spec), spec).toBe(true);
    }
    for (const spec of [
      'ajv',
      'ajv-formats',
      'date-fns',
      'date-fns/locale',
      'libphonenumber-js/min',
      '@rjsf/utils',
      './messages',
      'eventsource-parser',
      'os-utils',
    ]) {
      expect(forbiddenInCore(spec), spec).toBe(false);
    }
  });

  it('engine/core imports nothing from React, the DOM, Node or the rest of the project', () => {
    const offenders = sources('engine/core')
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => {
            if (forbiddenInCore(spec)) return true;
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
      // Code only: a comment may speak of a person's document.
      .filter((file) =>
        /\b(window|document|localStorage|sessionStorage)\b|\b(process|Buffer)\.|\brequire\(/.test(
          readFileSync(file, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/^\s*\/\/.*$/gm, ''),
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('engine/react imports no app, server or schemas, and from widgets only building blocks', () => {
    // docs/architecture.md "Parts": a widget's registration (index.ts), the component and tester it
    // registers, its stories and tests stay out of reach of the engine, directly or through a building block.
    const registered = new Set(
      sources('widgets')
        .filter((file) => file.endsWith('/index.ts'))
        .flatMap((index) => [
          index,
          ...importsOf(index)
            .filter((spec) => spec.startsWith('.'))
            .map((spec) => resolveSource(index, spec)),
        ]),
    );
    const forbidden = (target: string) => registered.has(target) || /\.(stories|test)\.tsx?$/.test(target);
    // Stories and the pages they render (`*Story.tsx`) mount the app's widgets, as the app does.
    const offenders = sources('engine/react')
      .filter((file) => !/(\.stories|\.test|Story)\.tsx?$/.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => resolveSource(file, spec))
          .filter((target) => {
            if (/^(app|server|schemas)\//.test(target)) return true;
            return target.startsWith('widgets/') && widgetImportsOf(target).some(forbidden);
          })
          .map((target) => `${file} -> ${target}`),
      );
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

  it('module folders: screens (schemas/<m>/screens/) import the engine and widgets, never app or server; the other files never React', () => {
    const moduleFiles = sources('schemas').filter((file) => !/\.test\.tsx?$/.test(file));
    const offenders = moduleFiles.flatMap((file) => {
      const isScreen = /^schemas\/[^/]+\/screens\//.test(file);
      return importsOf(file)
        .filter((spec) => {
          if (!spec.startsWith('.')) return !isScreen && /^react(-dom)?(\/|$)|^@blueprintjs\//.test(spec);
          const target = relative(resolve('.'), resolve(dirname(file), spec));
          if (/^app(\/|$)/.test(target)) return true;
          return isScreen ? /^server(\/|$)/.test(target) : /^(engine\/react|widgets)(\/|$)/.test(target);
        })
        .map((spec) => `${file} -> ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
