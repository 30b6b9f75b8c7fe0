/**
 * The records the probe plants (as admin, over HTTP) before asking anything: per module, one inside
 * the demo users' reach (the demo team in every team field, the demo agency as owner, the passengers'
 * token's trip) and one outside it (another team, another account, another trip), or one plain
 * record where the module has no record rule; each with a sentinel text nobody else holds in a free
 * text field, and, for a card, its full number (a field nobody reads in clear but through "Ver datos").
 */
import { randomBytes } from 'node:crypto';
import { linkedGuardFields } from '../../engine/core/permissions';
import { ownerFieldValue } from '../../engine/core/recordScope';
import type { TestApp } from '../../tests/api/helpers/testApp';
import { createRecord, minimalDatos, modulesOf, writableTextFields, type ModuleUnderTest } from '../../tests/reliability/support/moduleCatalog';
import { freshLinked, linkTarget, teamPathExtra, teamPaths } from '../../tests/reliability/support/scopeWorld';
import { fieldsAtEveryDepth, rowFor, uploadFile } from '../../tests/reliability/support/fieldValues';
import type { World } from './callers';
import type { Mark } from './classify';
import { call } from './httpApi';
import type { RecordFacts } from './oracle';

export interface Planted {
  readonly m: ModuleUnderTest;
  /** `dentro`, `fuera` or `registro`. */
  readonly variant: string;
  readonly id: number;
  /** The sentinel text, in `field`. */
  readonly mark: Mark;
  readonly field: string;
  /** Texts of fields nobody may read in clear (a card's full number), shown only by the reveal route. */
  readonly clear: readonly Mark[];
  readonly facts: RecordFacts;
  /** The extra datos it was planted with (a twin is planted the same way). */
  readonly extra: Record<string, unknown>;
}

type Property = Record<string, unknown> & { maxLength?: number };

/** The free text field that carries a module's sentinel: a required plain text (a name, a description), else any plain text. */
export function sentinelField(m: ModuleUnderTest): string {
  const plain = writableTextFields(m).filter((f) => {
    const p = m.module.schema.properties[f] as Property;
    return !p['x-unique'] && !p['x-exists'] && !p['x-widget'] && (p.maxLength ?? 60) >= 24;
  });
  const field = plain.find((f) => m.module.schema.required?.includes(f)) ?? plain[0];
  if (!field) throw new Error(`${m.name}: no tiene un campo de texto libre para el centinela`);
  return field;
}

/** A text nobody else holds (letters, digits and spaces: every free text field takes it). */
export const sentinelText = (label: string) => `Sentinela ${randomBytes(4).toString('hex')} ${label}`.slice(0, 24);

/** What the module's guards read through the record's links, read as admin. */
export async function linkedFacts(
  t: TestApp,
  url: string,
  admin: string,
  m: ModuleUnderTest,
  datos: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const f of [...linkedGuardFields(m.config.access.read), ...linkedGuardFields(m.config.access.write)]) {
    const target = linkTarget(t, m, f.link);
    const id = Number(datos[f.link]);
    if (!target || !Number.isSafeInteger(id) || id <= 0) continue;
    const answer = await call(url, admin, 'GET', `${target.base}/${id}`);
    values[f.path] = answer.status === 200 ? (JSON.parse(answer.body) as { datos: Record<string, unknown> }).datos[f.field] : undefined;
  }
  return values;
}

/** The owner account of a record, as the server derives it for an admin's write (the owner field's value). */
export function ownerOf(m: ModuleUnderTest, datos: Readonly<Record<string, unknown>>): string | null {
  const field = m.config.recordScope?.ownerField;
  const value = field ? datos[field] : undefined;
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** The facts the oracle judges a stored record by. */
export async function factsOf(t: TestApp, url: string, admin: string, m: ModuleUnderTest, datos: Readonly<Record<string, unknown>>): Promise<RecordFacts> {
  return { datos, linked: await linkedFacts(t, url, admin, m, datos), owner: ownerOf(m, datos) };
}

/** The extra datos of a record inside (`dentro`) or outside (`fuera`) the demo users' reach. */
async function reachOf(t: TestApp, m: ModuleUnderTest, world: World, inside: boolean): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = {};
  for (const path of new Set([m.config.access.read, m.config.access.write].flatMap(teamPaths)))
    Object.assign(extra, await teamPathExtra(t, m, path, inside ? world.teams.own : world.teams.other));
  const scope = m.config.recordScope;
  if (scope?.ownerField) {
    const property = m.module.schema.properties[scope.ownerField] as Property;
    const account = inside ? world.agency : property['x-link'] ? String(await freshLinked(t, m, scope.ownerField)) : 'cuenta-ajena';
    extra[scope.ownerField] = ownerFieldValue(m.module.schema.properties[scope.ownerField], account);
    const trip = scope.token?.oportunidad;
    if (trip && inside && world.trip.oportunidad !== null && world.trip.cuenta === world.agency) extra[trip] = world.trip.oportunidad;
  }
  return extra;
}

/** Whether the module's records differ by reach (team fields, record scope). */
const hasReach = (m: ModuleUnderTest) => !!m.config.recordScope || [m.config.access.read, m.config.access.write].flatMap(teamPaths).length > 0;

/** A record planted as admin with `extra` and the sentinel text in `field`. */
export async function plantOne(
  t: TestApp,
  url: string,
  admin: string,
  m: ModuleUnderTest,
  variant: string,
  extra: Record<string, unknown>,
  field: string,
  text: string,
): Promise<Planted> {
  const record = await createRecord(t, 'admin', m, { ...extra, [field]: text });
  // Answers mask an encrypted field: its clear value is the one the admin sent.
  const clear = Object.entries(m.module.schema.properties)
    .filter(([f, p]) => (p as Property)['x-encrypted'] && typeof extra[f] === 'string')
    .map(([f]) => ({ text: String(extra[f]), what: `${m.name}/${variant} ${f} en claro` }));
  return { m, variant, id: record.id, field, mark: { text, what: `${m.name}/${variant}` }, clear, facts: await factsOf(t, url, admin, m, record.datos), extra };
}

/** A file planted on a record (an upload field, top level or in a row): its id, the sentinel in its name, the record. */
export interface PlantedFile {
  readonly id: string;
  readonly mark: Mark;
  readonly record: Planted;
}

/**
 * Per module with an upload field (top level or in the rows of a list), one more record per reach
 * holding a file whose name is a sentinel (a file is read through its record).
 * These records are not the matrix's subjects: only their files are asked for.
 */
export async function plantFiles(t: TestApp, url: string, admin: string, world: World): Promise<PlantedFile[]> {
  const files: PlantedFile[] = [];
  for (const m of modulesOf(t)) {
    const uploads = fieldsAtEveryDepth(m).filter((at) => at.property['x-widget'] === 'upload');
    if (!uploads.length) continue;
    const at = uploads[0];
    const variants: Array<[string, boolean | undefined]> = hasReach(m)
      ? [
          ['dentro', true],
          ['fuera', false],
        ]
      : [['registro', undefined]];
    for (const [variant, inside] of variants) {
      const name = `Sentinela-${randomBytes(4).toString('hex')}-${variant}`;
      const id = await uploadFile(t, 'admin', name);
      const extra = inside === undefined ? {} : await reachOf(t, m, world, inside);
      extra[at.field] = at.item ? [await rowFor(t, m, at.field, { [at.item]: id })] : id;
      const record = await plantOne(t, url, admin, m, `${variant} con archivo`, extra, sentinelField(m), sentinelText(variant));
      files.push({ id, mark: { text: name, what: `archivo de ${m.name}/${variant}` }, record });
    }
  }
  return files;
}

/** Plants every module's records. */
export async function plantAll(t: TestApp, url: string, admin: string, world: World): Promise<Planted[]> {
  const planted: Planted[] = [];
  for (const m of modulesOf(t)) {
    const field = sentinelField(m);
    const variants: Array<[string, boolean | undefined]> = hasReach(m)
      ? [
          ['dentro', true],
          ['fuera', false],
        ]
      : [['registro', undefined]];
    for (const [variant, inside] of variants) {
      const extra = inside === undefined ? {} : await reachOf(t, m, world, inside);
      // A card carries a number of its own, sent in clear, so that the probe knows what must never come back.
      for (const [f, p] of Object.entries(m.module.schema.properties))
        if ((p as Property)['x-encrypted'] && (p as Property)['x-mask'] === 'numeroTarjeta') extra[f] = cardNumber();
      planted.push(await plantOne(t, url, admin, m, variant, extra, field, sentinelText(variant)));
    }
  }
  return planted;
}

/** A card number that passes the Luhn check and nobody else holds. */
export function cardNumber(): string {
  const body = `4${Array.from(randomBytes(14), (b) => String(b % 10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A create body of the module as a client would send it (fresh linked records), with `text` in the sentinel field. */
export async function createBody(t: TestApp, m: ModuleUnderTest, extra: Record<string, unknown>, text: string): Promise<Record<string, unknown>> {
  const datos = await minimalDatos(t, m, { ...extra, [sentinelField(m)]: text });
  for (const [f, p] of Object.entries(m.module.schema.properties))
    if ((p as Property)['x-encrypted'] && (p as Property)['x-mask'] === 'numeroTarjeta') datos[f] = cardNumber();
  return datos;
}
