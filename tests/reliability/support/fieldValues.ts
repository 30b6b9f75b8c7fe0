/**
 * Values the data classes of the suite need beyond a minimal record (support/moduleCatalog.ts): a
 * value of a field no other record holds (what a yes/no lookup is asked about), a valid row of an
 * array of objects (a link list, a grid), an uploaded file, and the fields of a schema at every
 * depth (top level and array items) by what they hold: required, combo codes, links, files.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { JsonSchemaProperty } from '../../../engine/core/schemaRegistry';
import { address, demoCuit } from '../../../server/seed/demoValues';
import type { TestApp } from '../../api/helpers/testApp';
import { fixtureLookups } from '../../fixtures/fixtureModules';
import { valueFor, type ModuleUnderTest } from './moduleCatalog';

export type Property = JsonSchemaProperty & Record<string, unknown>;

let sequence = 0;

/** A date `offset` days from a fixed future start, `yyyy-MM-dd` (a different one per call). */
function dateAt(base: Date, offset: number): string {
  const d = new Date(base.getTime() + offset * 86_400_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

const UNIQUE_MASKS: Readonly<Record<string, (n: number) => string>> = {
  documento: (n) => String(30_000_000 + n),
  telefono: (n) => `11${String(40_000_000 + n)}`,
  numero: (n) => String(50_000 + n),
  moneda: (n) => `${60_000 + n}.00`,
  cuit: (n) => validCuit(41_000_000 + n),
};

/** A CUIT of a person from `number` on (a number whose check digit would be 10 has none: the next). */
function validCuit(number: number): string {
  for (let k = number; ; k += 1) {
    try {
      return demoCuit('20', String(k));
    } catch {
      // No check digit for this one.
    }
  }
}

/**
 * Values of a field that no other record holds, by the field's kind (one representative per kind),
 * or none when the field's values are shared by design (a combo code, a yes/no, a choice). A date
 * comes as a future and a past candidate (rules want one or the other: a fee from tomorrow, a birth
 * date); a link is a record created for it (its only referrer is the record under test).
 */
export async function freshValues(t: TestApp, m: ModuleUnderTest, field: string): Promise<unknown[]> {
  const p = m.module.schema.properties[field] as Property;
  sequence += 1;
  const n = (process.pid % 1000) * 1000 + sequence;
  if (p.readOnly || p['x-derived'] || p['x-computed'] || p['x-combo'] || p.enum || p.oneOf || p['x-widget'] === 'upload' || p['x-widget'] === 'logo') return [];
  if (p['x-link']) return [await valueFor(t, m, field, p, 0)];
  if (p.type === 'integer' || p.type === 'number') return typeof p.maximum === 'number' ? [] : [800_000_000 + n];
  if (p.type !== 'string') return [];
  if (p.format === 'date') return [dateAt(new Date(Date.UTC(2031, 0, 1)), sequence % 3000), dateAt(new Date(Date.UTC(1961, 0, 1)), sequence % 3000)];
  const mask = p['x-mask'];
  if (typeof mask === 'string' && mask in UNIQUE_MASKS) return [UNIQUE_MASKS[mask](n)];
  if (typeof mask === 'string' && mask !== 'tarjeta' && mask !== 'codigo') return [];
  // Plain text, e-mail, card number (unique per call), code: the catalogue's generator (none for a pattern it cannot meet: an IBAN).
  try {
    return [await valueFor(t, m, field, p, 0)];
  } catch {
    return [];
  }
}

/**
 * Inserts the fixture modules' own combos (tests/fixtures/fixtureModules.ts: file types, banks…),
 * which the seed does not write, so that rows of the fixture's link lists can be built; a combo
 * the database already holds is left as it is.
 */
export async function seedFixtureLookups(t: TestApp): Promise<void> {
  for (const [combo, options] of Object.entries(fixtureLookups())) {
    if (await t.db.selectFrom('lookups').select('codigo').where('combo', '=', combo).executeTakeFirst()) continue;
    await t.db
      .insertInto('lookups')
      .values(options.map((o, orden) => ({ combo, codigo: o.codigo, descripcion: o.descripcion, orden, extra: JSON.stringify(o.extra ?? {}) })))
      .execute();
  }
}

/** Rows that a widget's own checks want beyond the item schema: an address picked from the suggestions (its fingerprint), a coefficient grid's row. */
const WIDGET_ROWS: Readonly<
  Record<string, (firstCode: (combo: string) => Promise<string>, items: Record<string, Property>) => Promise<Record<string, unknown>>>
> = {
  address: async () =>
    address(
      'legal',
      {
        calle: 'Av. Corrientes',
        numero: '1234',
        codigoPostal: 'C1043',
        localidad: 'Buenos Aires',
        provincia: 'Ciudad Autónoma de Buenos Aires',
        pais: 'Argentina',
        paisCodigo: 'AR',
        latitud: -34.6037,
        longitud: -58.3816,
      },
      true,
    ),
  coefficients: async (firstCode, items) => ({
    tipo: 'local',
    coeficiente: 1,
    jurisdiccion: await firstCode(String(items.jurisdiccion?.['x-combo'] ?? 'jurisdicciones')),
  }),
};

/** A valid row of an array-of-objects field: its required item fields, the catalogue's values (a widget's row as the widget leaves it). */
export async function rowFor(t: TestApp, m: ModuleUnderTest, field: string, over: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const property = m.module.schema.properties[field] as Property;
  const items = property.items as { required?: string[]; properties?: Record<string, Property> };
  const firstCode = async (combo: string) =>
    (await t.db.selectFrom('lookups').select('codigo').where('combo', '=', combo).orderBy('orden').executeTakeFirstOrThrow()).codigo;
  const widget = [property['x-widget'], ...Object.values(items.properties ?? {}).map((p) => p['x-widget'])].find(
    (w): w is string => typeof w === 'string' && w in WIDGET_ROWS,
  );
  const row: Record<string, unknown> = widget ? await WIDGET_ROWS[widget](firstCode, items.properties ?? {}) : {};
  for (const name of items.required ?? []) {
    if (name in over || name in row) continue;
    const p = items.properties?.[name] as Property;
    // A link-list row's `id` names a record of the list's search kind.
    const search = (m.module.schema.properties[field] as Property)['x-link-list'] as { search?: string } | undefined;
    if (name === 'id' && search?.search) row.id = await valueFor(t, m, `${field}[].id`, { type: 'integer', 'x-link': { kind: search.search } } as Property, 0);
    else if (p['x-widget'] === 'upload') row[name] = await uploadFile(t, 'admin', `${m.name}-${field}`);
    else row[name] = await valueFor(t, m, `${field}[].${name}`, p, 0);
  }
  return { ...row, ...over };
}

const PDF = readFileSync(join('tests/fixtures/files', 'minimo.pdf'));

/** Uploads a PDF as `user` (multipart `archivo[]`, app 17, as the upload widget does); its id. */
export async function uploadFile(t: TestApp, user: string, name: string): Promise<string> {
  const boundary = `----rel${randomBytes(6).toString('hex')}`;
  const part = (n: string, v: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
  const payload = Buffer.concat([
    part('app', '17'),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.as(user, { method: 'POST', url: '/api/archivos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  if (res.statusCode !== 201) throw new Error(`subida de ${name}: ${res.statusCode} ${res.body}`);
  return res.json().datos[0].id as string;
}

/** A field at some depth: top level (`item` undefined) or an item field of an array of objects. */
export interface FieldAt {
  readonly field: string;
  readonly item?: string;
  readonly property: Property;
  /** How failures name it: `campo` or `lista[].campo`. */
  readonly path: string;
}

/** Every field of the schema at every depth (top level, and the items of arrays of objects). */
export function fieldsAtEveryDepth(m: ModuleUnderTest): FieldAt[] {
  const out: FieldAt[] = [];
  for (const [field, p] of Object.entries(m.module.schema.properties) as Array<[string, Property]>) {
    out.push({ field, property: p, path: field });
    const items = p.items as { properties?: Record<string, Property> } | undefined;
    if (p.type === 'array' && items?.properties)
      for (const [item, ip] of Object.entries(items.properties)) out.push({ field, item, property: ip, path: `${field}[].${item}` });
  }
  return out;
}

/** Whether a field at some depth is required (by its schema's `required`, the item's for an item field). */
export function isRequired(m: ModuleUnderTest, at: FieldAt): boolean {
  if (!at.item) return (m.module.schema.required ?? []).includes(at.field);
  const items = (m.module.schema.properties[at.field] as Property).items as { required?: string[] };
  return (items.required ?? []).includes(at.item);
}
