/**
 * What the browser downloads (issue 9), read from the build's module report
 * (scripts/vite/moduleReportPlugin.ts, dist/client/.vite/modules.json): nothing server-only in
 * any chunk; the entry (shell, sign-in, Home) without the screens, forms, widgets, pickers and
 * validators, which load on demand; Blueprint icon paths only for the names the app uses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureClientBuild } from '../../server/client/ensureClientBuild';
import { moduleReportFile, type ChunkReport } from '../../scripts/vite/moduleReportPlugin';
import { laterBlueprintModules, unusedBlueprintClasses } from '../../scripts/vite/blueprintCssPlugin';

/** The icon names of the screen config's files (screens.config.json and each module's `schemas/<m>/<m>.config.json`): menu, list transitions. */
const configIconNames = () =>
  ['screens.config.json', ...readdirSync('schemas').map((m) => join('schemas', m, `${m}.config.json`))]
    .filter((file) => existsSync(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/"icon"\s*:\s*"([a-z0-9-]+)"/g)].map(([, name]) => name));

const clientDir = resolve('dist/client');
let chunks: ChunkReport[];

beforeAll(() => {
  ensureClientBuild(process.cwd(), clientDir);
  chunks = JSON.parse(readFileSync(join(clientDir, moduleReportFile), 'utf8')) as ChunkReport[];
}, 240_000);

const byFile = () => new Map(chunks.map((c) => [c.file, c]));

/** The chunks `files` import statically, themselves included (what loads with them). */
function closureChunks(files: readonly string[]): ChunkReport[] {
  const map = byFile();
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...map.get(file)!.imports);
  }
  return [...seen].map((file) => map.get(file)!);
}

/** The modules of `files` and of every chunk they import statically. */
const staticClosure = (files: readonly string[]): string[] => closureChunks(files).flatMap((c) => c.modules);

/** JS and CSS files of a closure, and their bytes as served to a browser offering brotli. */
function servedFiles(files: readonly string[]): { files: string[]; brotliBytes: number } {
  const chunksOf = closureChunks(files);
  const all = [...new Set([...chunksOf.map((c) => c.file), ...chunksOf.flatMap((c) => c.css)])];
  return { files: all, brotliBytes: all.reduce((sum, file) => sum + statSync(join(clientDir, `${file}.br`)).size, 0) };
}

const chunkWith = (suffix: string) => chunks.find((c) => c.modules.some((m) => m.endsWith(suffix)))!;
const entry = () => chunks.find((c) => c.isEntry)!;

/** Server-only code: database drivers, the XLSX writer, the identity provider, the HTTP server, ajv's compiler, Node built-ins, our server folder. */
const serverOnly = [
  /\/node_modules\/(exceljs|pg|pg-pool|pg-protocol|pg-types|@electric-sql\/pglite|oidc-provider|fastify|@fastify\/[^/]+|kysely|jose|papaparse|file-type)\//,
  /\/node_modules\/ajv\/dist\/(ajv|core|compile\/|vocabularies\/)/,
  /^node:|^(fs|path|crypto|stream|zlib|os|child_process)$/,
  new RegExp(`^${resolve('server').replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&')}/`),
];

describe('client bundle', () => {
  it('the report lists the chunks and their modules (the checks below read something real)', () => {
    expect(chunks.length).toBeGreaterThan(5);
    expect(staticClosure([entry().file]).some((m) => m.includes('/node_modules/react-dom/'))).toBe(true);
  });

  it('no chunk contains server-only code (exceljs, pg, PGlite, oidc-provider, Fastify, Kysely, ajv compiler, node:*, server/)', () => {
    const leaks = chunks.flatMap((c) => c.modules.filter((m) => serverOnly.some((p) => p.test(m))).map((m) => `${c.file}: ${m}`));
    expect(leaks).toEqual([]);
  });

  it('the entry (shell, sign-in, Home) leaves screens, forms, widgets, pickers and validators to load on demand', () => {
    const first = staticClosure([entry().file]);
    const late = [
      /engine\/react\/list\/ListScreen\.tsx$/,
      /engine\/react\/form\/FormScreen\.tsx$/,
      /engine\/react\/list\/PreviewDialog\.tsx$/,
      /\/widgets\/[^/]+\/[^/]+(Widget|Field)\.tsx$/,
      /\/node_modules\/@rjsf\/(core|validator-ajv8)\//,
      /\/node_modules\/(@blueprintjs\/datetime|@blueprintjs\/select|react-day-picker|markdown-to-jsx)\//,
      /app\/generated\/validators\//,
    ];
    expect(first.filter((m) => late.some((p) => p.test(m)))).toEqual([]);
    for (const lazy of [
      'engine/react/list/ListScreen.tsx',
      'engine/react/form/FormScreen.tsx',
      'app/modules/registerWidgets.ts',
      'app/generated/validators/banco.js',
    ]) {
      const chunk = chunkWith(lazy);
      expect(chunk?.isDynamicEntry || chunks.some((c) => c.dynamicImports.includes(chunk.file)), lazy).toBe(true);
    }
  });

  it("WID-22 forms and link panels are fragments loaded on demand, and each fragment's URL carries its version (a content hash, so a new build is a new URL)", () => {
    for (const fragment of ['engine/react/form/FormScreen.tsx', 'engine/react/linkSearch/SearchLinkDialog.tsx']) {
      expect(
        staticClosure([entry().file]).some((m) => m.endsWith(fragment)),
        fragment,
      ).toBe(false);
      expect(chunkWith(fragment), fragment).toBeTruthy();
    }
    for (const chunk of chunks) expect(chunk.file, chunk.file).toMatch(/^assets\/[^/]+-[A-Za-z0-9_-]{8}\.js$/);
  });

  it('a list without picker filters does not download rjsf, the widgets or the date and select pickers', () => {
    const list = staticClosure([entry().file, chunkWith('engine/react/list/ListScreen.tsx').file]);
    expect(list.filter((m) => /\/node_modules\/(@rjsf\/core|@blueprintjs\/datetime|@blueprintjs\/select|react-day-picker)\/|\/widgets\//.test(m))).toEqual([]);
  });

  it("the entry carries no module's definition: schemas, ui schemas, messages, rules and what rules import load with a module's first screen", () => {
    const first = staticClosure([entry().file]);
    expect(
      first.filter((m) => /\/schemas\/|\/node_modules\/(decimal\.js|date-fns)\/|engine\/core\/(trustedSchemaRegistry|schemaRegistry)\.ts$/.test(m)),
    ).toEqual([]);
    // One chunk per module, its loader file (scripts/moduleLoaderFiles.ts) with its three JSON files and its rules,
    // downloaded on demand: by the URL its first screen's page names, or through the map of every module (decision 168).
    const modules = readdirSync('schemas').filter((m) => statSync(join('schemas', m)).isDirectory());
    const firstChunks = closureChunks([entry().file]).map((c) => c.file);
    const map = chunkWith('app/modules/moduleMap.ts');
    expect(entry().dynamicImports).toContain(map.file);
    for (const m of modules) {
      const data = chunkWith(`schemas/${m}/${m}.schema.json`);
      expect(firstChunks, m).not.toContain(data.file);
      expect(data.isDynamicEntry, m).toBe(true);
      expect(
        data.modules.some((f) => f.endsWith(`app/generated/modules/${m}.js`)),
        m,
      ).toBe(true);
      expect(map.dynamicImports, m).toContain(data.file);
      expect(
        data.modules
          .filter((f) => /\/schemas\/[^/]+\/[^/]+\.json$/.test(f))
          .map((f) => f.slice(f.indexOf('/schemas/') + 1))
          .sort(),
        m,
      ).toEqual([`schemas/${m}/${m}.messages.json`, `schemas/${m}/${m}.schema.json`, `schemas/${m}/${m}.ui.json`].filter((f) => existsSync(f)));
      // Its rules with it, or in a chunk it imports (rules another module's imports too).
      if (existsSync(`schemas/${m}/${m}.rules.ts`))
        expect(staticClosure([data.file]), m).toContainEqual(expect.stringMatching(new RegExp(`/schemas/${m}/${m}\\.rules\\.ts$`)));
    }
    // The browser's registry is TrustedSchemaRegistry: without the checks of the files (they ran at
    // the server's start-up and in the build), and without decimal.js, which comes with the service
    // fee's rules (the final fee's arithmetic runs on the server).
    const registry = staticClosure([chunkWith('engine/core/trustedSchemaRegistry.ts').file]);
    expect(registry.filter((m) => /\/node_modules\/decimal\.js\/|engine\/core\/(schemaRegistry|checks\/|form\/checkFormAnnotations)/.test(m))).toEqual([]);
  });

  it("the entry holds no list of the modules, so that the first screen's bytes do not grow with them (issue 20, decision 168): no module's chunk, validators or files named in it", () => {
    const modules = readdirSync('schemas').filter((m) => statSync(join('schemas', m)).isDirectory());
    const entryCode = closureChunks([entry().file])
      .filter((c) => c.file.endsWith('.js'))
      .map((c) => readFileSync(join(clientDir, c.file), 'utf8'))
      .join('\n');
    expect(entryCode).not.toMatch(/generated\/(modules|validators)\/|\.schema\.json|\.rules\.ts/);
    for (const m of modules) {
      for (const part of [`schemas/${m}/${m}.schema.json`, `app/generated/validators/${m}.js`].filter((f) => !f.startsWith('schemas/') || existsSync(f))) {
        const chunk = chunkWith(part);
        if (chunk) expect(entryCode, part).not.toContain(chunk.file.slice('assets/'.length));
      }
    }
  });

  /** The bank list's first download: entry, list screen, the bank definition with the registry, and their static imports. */
  const bankListFiles = () =>
    servedFiles([
      entry().file,
      chunkWith('engine/react/list/ListScreen.tsx').file,
      chunkWith('schemas/banco/banco.schema.json').file,
      chunkWith('schemas/banco/banco.rules.ts').file,
      chunkWith('engine/core/trustedSchemaRegistry.ts').file,
      chunkWith('engine/core/validators.ts').file,
    ]);

  it('the bank list opened cold downloads at most 141 KB of JS and CSS (brotli) in at most 8 files before its first row: entry, list screen, the bank definition with the registry, and their imports', () => {
    // The delivery bench measured 448.5 KB before (the idle prefetch of forms, widgets and
    // validators ran before the first row; libphonenumber-js and the dark theme in the entry) and
    // 93.6 KB for a minimal React + Blueprint page (docs/benchmarks.md). 223 KB with banks alone;
    // 252.5 KB with the nine modules of issue 11, whose definitions the entry's registry carried;
    // 224.2 KB since a module's definition loads with its first screen, its registry without the file checks (decision 96);
    // 180.9 KB without the sign-in library, the icon-name table, floating-ui and the export popover (decision 105);
    // 165.1 KB in 21 files with our own router, the idle dialog and the list's confirmations after the first screen and no icon-font CSS (decision 111);
    // 149.0 KB in 9 files with the entry's static imports in its own file, what both screen kinds import in one and the list screen's own code in one (decision 115);
    // 132.6 KB in 8 files with Blueprint's later rules, the toaster and transition dialog, the later icons and messages after the first screen, the registry with the shared helpers (decision 120).
    // 135.0 KB before the administration family; 137.0 KB with it: three menu icons (cog, people,
    // envelope: 0.9 KB), the module folders' screen loaders and the navbar's own-screen link (1.1 KB).
    // 140.3 KB with issue 22's engine parts every screen needs (the principal reloaded when the rights
    // digest changes, lists filtered by their route, the return address of a form, optimistic
    // switches: +1.9 KB in the entry) and the key menu icon; the commit that measured 137.0 KB measures
    // 138.3 KB on a clean install today (decision 164). The module screens' loaders add ~0.1 KB a module.
    // 139.0 KB in 7 files once the entry holds no list of the modules and a module's rules share its chunk (decision 168).
    const list = bankListFiles();
    expect(list.files.some((f) => f.endsWith('.css'))).toBe(true);
    expect(list.brotliBytes).toBeLessThan(141 * 1024);
    // Each file costs a request (six at a time over HTTP/1.1) and its headers: the entry's static imports are in the
    // entry's file, the list screen's in the list's (vite.config.ts groups), the small shared helpers one chunk (`sharedHelpers`).
    expect(list.files.length).toBeLessThanOrEqual(8);
  });

  it('what the list does not draw with stays out of its first download: the sign-in library, the icon-name table, floating-ui, popper.js (decision 105), the idle dialog and the list confirmations (decision 111)', () => {
    const first = closureChunks(bankListFiles().files.filter((f) => f.endsWith('.js'))).flatMap((c) => c.modules);
    const late = [
      /\/node_modules\/oidc-client-ts\//,
      /\/node_modules\/@blueprintjs\/icons\/lib\/esm\/(iconNames|generated\/16px\/blueprint-icons-16)\.js$/,
      /\/node_modules\/(change-case|@floating-ui\/[^/]+|@popperjs\/core|react-popper)\//,
      /\/node_modules\/@blueprintjs\/core\/lib\/esm\/components\/(popover|popover-next|menu\/menuItem)/,
    ];
    expect(first.filter((m) => late.some((p) => p.test(m)))).toEqual([]);
    expect(chunkWith('app/auth/createUserManager.ts')?.isDynamicEntry).toBe(true);
    expect(chunkWith('engine/react/list/ExportPopover.tsx')?.isDynamicEntry).toBe(true);
    for (const part of ['engine/react/session/IdleDialog.tsx', 'engine/react/list/ListConfirmations.tsx']) {
      expect(chunkWith(part)?.isDynamicEntry, part).toBe(true);
    }
  });

  it('the phone metadata (libphonenumber-js) loads on demand, not with the entry or the list', () => {
    const list = staticClosure([entry().file, chunkWith('engine/react/list/ListScreen.tsx').file]);
    expect(list.filter((m) => m.includes('/node_modules/libphonenumber-js/'))).toEqual([]);
    expect(chunkWith('libphonenumber-js/min/index.js')?.isDynamicEntry).toBe(true);
  });

  it("Blueprint's CSS ships without the dark theme, the components the sources do not import and the icon-font glyphs", () => {
    const css = servedFiles([entry().file]).files.filter((f) => f.endsWith('.css'));
    for (const file of css) expect(readFileSync(join(clientDir, file), 'utf8'), file).not.toMatch(/\.bp6-(dark|drawer|tree|slider|editable-text)\b/);
    // Nor the icon-font glyphs (the font is never loaded; icons are SVG): `.bp6-icon-add:before{content:…}`.
    for (const file of css) expect(readFileSync(join(clientDir, file), 'utf8'), file).not.toMatch(/\.bp6-icon-(add|cross|search|caret-down)::?before\{content/);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((e) =>
        statSync(join(dir, e)).isDirectory() ? files(join(dir, e)) : /\.(tsx?|css)$/.test(e) && !/\.test\./.test(e) ? [join(dir, e)] : [],
      );
    const sources = [...files('app'), ...files('engine'), ...files('widgets'), ...files('schemas')].map((f) => readFileSync(f, 'utf8')).join('\n');
    const imported = new Set(
      [...sources.matchAll(/import\s*{([^}]*)}\s*from\s*'@blueprintjs\/[a-z]+'/g)].flatMap(([, names]) =>
        names.split(',').map((n) => n.replace(/\btype\b/, '').trim()),
      ),
    );
    const needed = Object.entries(unusedBlueprintClasses).filter(([, uses]) =>
      uses.some((use) => imported.has(use) || (use.includes('.') || use.startsWith('bp6-') ? sources.includes(use) : false)),
    );
    expect(needed.map(([family]) => family)).toEqual([]);
  });

  it("Blueprint's rules for the components only later code draws (popovers, tabs, tag and file inputs, sections, alerts…) travel with that code, not in the first download's stylesheet (decision 120)", () => {
    const laterChunk = chunkWith('engine/react/theme/blueprintLater.css');
    expect(laterChunk?.css.length, 'blueprintLater.css has a stylesheet').toBeGreaterThan(0);
    const laterCss = laterChunk.css;
    const laterText = laterCss.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('');
    expect(laterText).toMatch(/\.bp6-popover-content/);
    expect(laterText).toMatch(/\.bp6-tab-list/);
    // The first download: neither those components nor their rules.
    const first = bankListFiles().files;
    const firstModules = closureChunks(first.filter((f) => f.endsWith('.js'))).flatMap((c) => c.modules);
    expect(firstModules.filter((m) => laterBlueprintModules.test(m))).toEqual([]);
    expect(first.filter((f) => laterCss.includes(f))).toEqual([]);
    for (const file of first.filter((f) => f.endsWith('.css')))
      expect(readFileSync(join(clientDir, file), 'utf8'), file).not.toMatch(/\.bp6-(popover|tab|tag-input|file-input|control-group)[{.:\s>,]/);
    // Every chunk that loads on demand with one of those components loads their rules with it
    // (Vite loads a dynamic import's stylesheets before the import resolves: no unstyled first draw).
    const missing = chunks
      .filter((c) => c.isDynamicEntry)
      .filter((c) => closureChunks([c.file]).some((d) => d.modules.some((m) => laterBlueprintModules.test(m))))
      .filter((c) => !laterCss.every((css) => closureChunks([c.file]).some((d) => d.css.includes(css))))
      .map(
        (c) =>
          `${c.file}: ${closureChunks([c.file])
            .flatMap((d) => d.modules.filter((m) => laterBlueprintModules.test(m)))
            .map((m) => m.replace(/.*node_modules\//, ''))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(missing).toEqual([]);
    // Blueprint's select and datetime stylesheets come with those rules, after them (they were written after Blueprint's own).
    expect(laterText).toMatch(/\.bp6-select-popover/);
    expect(laterText).toMatch(/\.bp6-datepicker/);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((e) => (statSync(join(dir, e)).isDirectory() ? files(join(dir, e)) : /\.tsx?$/.test(e) ? [join(dir, e)] : []));
    const direct = [...files('app'), ...files('engine'), ...files('widgets')].filter((file) =>
      /import '@blueprintjs\/(select|datetime)\/lib\/css\//.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('the messages only forms, widgets and the server name load later: no code the app loads without the form widgets names one, and the first download has none (decision 120)', async () => {
    const { laterMessages } = await import('../../engine/core/messages/laterMessages');
    const laterKeys = Object.keys(laterMessages);
    expect(laterKeys.length).toBeGreaterThan(50);
    // What loads without the form widgets: from the entry, every static and dynamic import, except
    // the form screen, the preview and the widgets (which wait for the later messages: app/main.tsx).
    // Module folders' custom screens wait for the widgets too (app/modules/moduleScreens.ts).
    const behindWidgets = new Set([
      ...['engine/react/form/FormScreen.tsx', 'engine/react/list/PreviewDialog.tsx', 'app/modules/registerWidgets.ts'].map((m) => chunkWith(m).file),
      ...chunks.filter((c) => c.modules.some((m) => /\/schemas\/[^/]+\/screens\//.test(m))).map((c) => c.file),
    ]);
    const map = byFile();
    const withoutWidgets = new Set<string>();
    for (const stack = [entry().file]; stack.length;) {
      const file = stack.pop()!;
      if (withoutWidgets.has(file) || behindWidgets.has(file)) continue;
      withoutWidgets.add(file);
      stack.push(...map.get(file)!.imports, ...map.get(file)!.dynamicImports);
    }
    const jsonFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((e) => (statSync(join(dir, e)).isDirectory() ? jsonFiles(join(dir, e)) : e.endsWith('.json') ? [join(dir, e)] : []));
    const sources = [
      ...new Set(
        [...withoutWidgets]
          .flatMap((file) => map.get(file)!.modules)
          .filter((m) => m.startsWith(resolve('.')) && !m.includes('/node_modules/') && /\.(tsx?|json)$/.test(m) && !/engine\/core\/messages(\.ts|\/)/.test(m)),
      ),
      // Configuration that names messages: the screens (menus, transitions, lists) and the modules' files.
      'screens.config.json',
      ...jsonFiles('schemas'),
    ];
    expect(sources.some((m) => m.endsWith('engine/react/list/ListScreen.tsx'))).toBe(true);
    const named = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return laterKeys
        .filter((key) => [`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => text.includes(quoted)))
        .map((key) => `${file.replace(`${resolve('.')}/`, '')}: ${key}`);
    });
    expect(named, 'move these to firstScreenMessages (engine/core/messages.ts)').toEqual([]);
    const first = closureChunks(bankListFiles().files.filter((f) => f.endsWith('.js'))).flatMap((c) => c.modules);
    expect(first.filter((m) => m.endsWith('engine/core/messages/laterMessages.ts'))).toEqual([]);
    expect(chunkWith('engine/core/messages/laterMessages.ts')?.isDynamicEntry).toBe(true);
  });

  it('Blueprint icon paths: only the names the app uses load with it; the full set is left to the fallback loader', () => {
    const first = staticClosure([entry().file]);
    const paths = first.filter((m) => /@blueprintjs\/icons\/lib\/esm\/generated\/(16|20)px\/paths\//.test(m));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThan(150);
    expect(paths.filter((m) => /\/paths\/index\.js$/.test(m))).toEqual([]);
  });

  /** Icon names written in `files` (lines that mention an icon), among Blueprint's names. */
  const iconNamesIn = (files: readonly string[]): Set<string> => {
    const allNames = new Set(
      readdirSync('node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths')
        .filter((f) => f.endsWith('.js'))
        .map((f) => f.slice(0, -3)),
    );
    const used = new Set<string>();
    for (const file of files) {
      for (const line of readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => /icon/i.test(l))) {
        for (const [, name] of line.matchAll(/['"]([a-z0-9-]+)['"]/g)) if (allNames.has(name)) used.add(name);
      }
    }
    return used;
  };

  it('every icon name written in the app, engine and widget sources ships with the app (else the full set downloads)', async () => {
    const { firstScreenIconNames } = await import('../../app/icons/installIconLoader');
    const { laterPaths16 } = await import('../../app/icons/laterIcons');
    const bundled = new Set([...firstScreenIconNames, ...Object.keys(laterPaths16).map((path) => /([^/]+)\.js$/.exec(path)![1])]);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((e) =>
        statSync(join(dir, e)).isDirectory() ? files(join(dir, e)) : /\.(tsx?|json)$/.test(e) && !/\.(test|stories)\./.test(e) ? [join(dir, e)] : [],
      );
    const used = new Set([...iconNamesIn([...files('app'), ...files('engine'), ...files('widgets')]), ...configIconNames()]);
    expect([...used].filter((name) => !bundled.has(name))).toEqual([]);
  });

  it("the icons the bank list's first download draws (and every icon of the screen config: menu, list transitions) ship with the entry; the others load after the first screen (decision 120)", async () => {
    const { firstScreenIconNames } = await import('../../app/icons/installIconLoader');
    const sources = closureChunks(bankListFiles().files.filter((f) => f.endsWith('.js')))
      .flatMap((c) => c.modules)
      .filter((m) => m.startsWith(resolve('.')) && /\.tsx?$/.test(m) && !m.includes('/node_modules/'));
    const used = new Set([...iconNamesIn(sources), ...configIconNames()]);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !firstScreenIconNames.has(name))).toEqual([]);
    // The other 16 px paths and the 20 px table are chunks of their own, not in the first download.
    const first = closureChunks(bankListFiles().files.filter((f) => f.endsWith('.js'))).flatMap((c) => c.modules);
    expect(first.filter((m) => /app\/icons\/(laterIcons|icons20)\.ts$/.test(m))).toEqual([]);
    expect(chunkWith('app/icons/laterIcons.ts')?.isDynamicEntry).toBe(true);
  });
});
