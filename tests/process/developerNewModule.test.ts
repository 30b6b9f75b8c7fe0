/**
 * Issue 8, for developers: in a temporary copy of the repository, `npm run new-module` with a field
 * of every kind, `npm run check` (passing), `npm start`, and in Chromium: the menu entry, create a
 * record, edit it, the list and the CSV export with combo descriptions, the `x-unique` message for
 * a duplicate IATA code. The copy's `git status` proves the command wrote one folder and its tests
 * and changed no other file (the root screens.config.json included); the time from the command to
 * the edited record is printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './serverProcesses';
import { testChromium, testChromiumArgs } from '../support/testChromium';
import { temporaryDir } from '../support/temporaryDir';

const FIELDS = [
  'nombre:string:Nombre:unique',
  'iata:string:Código IATA:required,unique',
  'pais:combo:paises:País:required',
  'notas:text:Notas',
  'flota:integer:Aviones',
  'estrellas:integer:1-5:Estrellas',
  'factor:number:Factor de carga',
  'tarifa:money:Tarifa base',
  'alta:date:Fecha de alta',
  'activa:boolean:Activa',
  'online:switch:Venta online',
  'operativa:switch:Operativa:default=true',
  'cuenta:link:cuenta:Cuenta',
  'destinos:combos:paises:Destinos',
  'ruta:mask:ruta:Código de ruta',
  'correo:email:Correo',
  'sitio:url:Sitio web',
  'telefono:phone:Teléfono',
  'cuit:cuit:CUIT',
];

let server: ServerProcess | undefined;
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

/** A copy of the repository's files (tracked and new, not ignored) with node_modules linked, as a git repository. */
function copyOfRepository(): string {
  const copy = temporaryDir('bo-desarrollador-');
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  execFileSync('tar', ['-cf', join(copy, '.files.tar'), '--null', '-T', '-'], { input: files.join('\0') });
  execFileSync('tar', ['-xf', '.files.tar'], { cwd: copy });
  execFileSync('rm', ['.files.tar'], { cwd: copy });
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=prueba', '-c', 'user.email=prueba@ejemplo.com', ...args], { cwd: copy, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'copia');
  return copy;
}

function run(copy: string, command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function login(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/inicio`);
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill('demo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
}

describe('a developer adds a module with one command', () => {
  it('new-module with every field kind, npm run check, start; create, edit, list and CSV export with combo descriptions, the x-unique message for a duplicate; no file touched by hand', async () => {
    const copy = copyOfRepository();
    const started = Date.now();
    const generated = run(copy, process.execPath, [
      '--import',
      'tsx',
      'scripts/new-module.ts',
      'aerolinea',
      '--title',
      'Aerolínea',
      '--roles',
      'ROLE_AT',
      ...FIELDS.flatMap((f) => ['--field', f]),
    ]);
    expect(generated.output).toContain('Módulo aerolinea creado');
    expect(generated.status).toBe(0);
    const again = run(copy, process.execPath, ['--import', 'tsx', 'scripts/new-module.ts', 'aerolinea', '--title', 'Otra', '--field', 'nombre:string']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('Ya existe la carpeta schemas/aerolinea.');
    // The start-up checks without starting anything: the generated module passes them.
    const checked = run(copy, 'npm', ['run', '--silent', 'check']);
    expect(checked.output).toMatch(/^OK: \d+ módulos y screens\.config\.json sin problemas/m);
    expect(checked.status).toBe(0);

    const port = await freePort();
    const origin = `http://localhost:${port}`;
    // npm start in the copy: it builds the client, which now has the new module.
    server = startServerProcess({ PORT: String(port), PUBLIC_URL: origin, DATA_DIR: join(copy, 'data'), BUILD_CLIENT: '1' }, copy);
    await server.waitFor('Back-office en', 1_200_000);

    browser = await chromium.launch({ executablePath: testChromium, args: testChromiumArgs });
    const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', acceptDownloads: true, baseURL: origin });
    const page = await context.newPage();
    await login(page, origin, 'admin');
    await page.getByRole('menuitem', { name: 'Aerolíneas' }).click();
    await page.getByRole('heading', { name: 'Aerolíneas' }).waitFor();

    // Create.
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.getByLabel(/^Nombre/).fill('Aerolíneas del Sur');
    await page.getByLabel(/^Código IATA/).fill('AS');
    await page.getByRole('button', { name: /^País/ }).click();
    await page.getByRole('option', { name: 'Argentina' }).click();
    await page.getByLabel(/^Fecha de alta/).fill('02/11/2026');
    await page.getByLabel(/^CUIT/).fill('20123456786');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Los datos se registraron correctamente.').waitFor();

    // The list shows the combo's description; open the record and edit it.
    const row = page.getByRole('row', { name: /Aerolíneas del Sur/ });
    await expect.poll(() => row.textContent()).toContain('Argentina');
    await row.getByRole('link', { name: 'Aerolíneas del Sur' }).click();
    const name = page.getByLabel(/^Nombre/);
    await expect.poll(() => name.inputValue()).toBe('Aerolíneas del Sur');
    await name.fill('Aerolíneas del Sur SA');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se guardaron correctamente los datos').waitFor();
    await page.getByRole('link', { name: 'Aerolíneas del Sur SA' }).waitFor();
    const minutes = (Date.now() - started) / 60_000;
    console.log(`new-module → registro editado en el navegador: ${minutes.toFixed(1)} min (máquina compartida; incluye la compilación del cliente)`);

    await page.goto(`${origin}/aerolineas`);

    // Export: the CSV has the combo's description.
    await page.getByRole('link', { name: 'Aerolíneas del Sur SA' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('Aerolíneas del Sur SA');
    expect(csv).toContain('Argentina');

    // x-unique: a second record with the same IATA code is refused while typing (the form asks the server), by the field's label.
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.getByLabel(/^Código IATA/).fill('AS');
    await page.getByText('Ya existe un registro con ese Código IATA.').waitFor();

    // Nothing but what the command wrote changed: no file touched by hand.
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: copy, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line && !line.includes(' data/') && !line.includes('dist/') && !line.includes('app/generated/'))
      .map((line) => line.slice(3))
      .sort();
    expect(changed).toEqual([
      'schemas/aerolinea/aerolinea.config.json',
      'schemas/aerolinea/aerolinea.d.ts',
      'schemas/aerolinea/aerolinea.messages.json',
      'schemas/aerolinea/aerolinea.rules.ts',
      'schemas/aerolinea/aerolinea.schema.json',
      'schemas/aerolinea/aerolinea.ui.json',
      'stories/modules/aerolinea.stories.tsx',
      'tests/api/aerolinea.test.ts',
      'tests/dom/aerolinea.test.tsx',
    ]);
  }, 1_800_000);
});
