/**
 * The server as `npm start` runs it (decision 166): compiled to JavaScript by esbuild before it
 * starts, so the process carries no TypeScript loader (tsx costs about 45 MiB of resident memory per
 * process: its hooks thread and transformer). The entries are `server/main.ts` and the code files of
 * every module folder the server imports by convention (`<m>.rules.ts`, `<m>.server.ts`,
 * `<m>.seed.ts`), split into shared chunks so that a module file and the server share one instance
 * of every engine module. Packages stay external (node_modules). `import.meta.url` keeps naming the
 * source file, so a file read beside its source (the list of common passwords) is found.
 *
 * The output goes to `dist/server/<hash of the output>/` through a rename, so processes starting at
 * once from one tree never read a half-written build; `build-manifest.json` there maps each module
 * source file to its compiled file (server/registry/codeImport.ts reads it through
 * SERVER_BUILD_MANIFEST).
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The code files of a module folder the server imports by name. */
const MODULE_CODE = ['rules', 'server', 'seed'];
/** Builds older than this, other than the one just made, are removed. */
const KEEP_OLD_MS = 24 * 60 * 60_000;

/** The module code files under `schemasDir` (each `<m>/<m>.<kind>.ts` that exists). */
function moduleCodeFiles(schemasDir) {
  if (!existsSync(schemasDir)) return [];
  return readdirSync(schemasDir)
    .filter((name) => statSync(join(schemasDir, name)).isDirectory())
    .flatMap((name) => MODULE_CODE.map((kind) => join(schemasDir, name, `${name}.${kind}.ts`)))
    .filter((file) => existsSync(file));
}

/** esbuild plugin: `import.meta.url` in the project's own files is their source file's URL. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Compiles the server and the module code of `schemasDir`; answers the main file and the manifest's
 * path. `root` is the project (package.json's folder).
 */
export async function buildServer({ root = process.cwd(), schemasDir = resolve(root, 'schemas') } = {}) {
  const entries = [resolve(root, 'server/main.ts'), ...moduleCodeFiles(schemasDir)];
  const result = await build({
    entryPoints: entries,
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: join(root, 'dist/server/out'),
    outbase: commonFolder(entries),
    entryNames: '[dir]/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    metafile: true,
    logLevel: 'error',
    plugins: [sourceUrls],
  });
  const hash = createHash('sha256');
  for (const file of [...result.outputFiles].sort((a, b) => a.path.localeCompare(b.path))) hash.update(file.path).update(file.contents);
  const id = hash.digest('hex').slice(0, 16);
  const staging = join(root, 'dist/server/out');
  const target = join(root, 'dist/server', id);
  const rebase = (path) => join(target, relative(staging, path));
  const manifest = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs))
    if (meta.entryPoint) manifest[resolve(root, meta.entryPoint)] = rebase(resolve(root, output));
  if (!existsSync(target)) {
    const temporary = `${target}.${process.pid}`;
    rmSync(temporary, { recursive: true, force: true });
    for (const file of result.outputFiles) {
      const path = join(temporary, relative(staging, file.path));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
    writeFileSync(join(temporary, 'build-manifest.json'), JSON.stringify(manifest, null, 2));
    try {
      renameSync(temporary, target);
    } catch (error) {
      // Another process made the same build meanwhile: its copy is identical.
      rmSync(temporary, { recursive: true, force: true });
      if (!existsSync(target)) throw error;
    }
  }
  pruneOldBuilds(join(root, 'dist/server'), id);
  return { main: manifest[resolve(root, 'server/main.ts')], manifest: join(target, 'build-manifest.json') };
}

/** The deepest folder holding every entry (esbuild's outbase: the output keeps their layout below it). */
function commonFolder(files) {
  let folder = dirname(files[0]);
  while (!files.every((file) => !relative(folder, file).startsWith('..'))) folder = dirname(folder);
  return folder;
}

function pruneOldBuilds(dir, keep) {
  for (const name of readdirSync(dir)) {
    if (name === keep) continue;
    const path = join(dir, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed by another process meanwhile
    }
  }
}
