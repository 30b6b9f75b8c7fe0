/**
 * What the reliability suite knows of the modules, read from the app's own registry and
 * screens.config.json (never listed by hand): every module with its routes, and a minimal valid
 * record of any module built from its schema (required fields only; a required link creates the
 * linked record first). A module the builder cannot satisfy fails with a message saying which field.
 */
import type { JsonSchemaProperty, RegisteredModule } from '../../../engine/core/schemaRegistry';
import type { ModuleConfig } from '../../../engine/core/screenConfig';
import type { TestApp } from '../../api/helpers/testApp';
import { teamsWithoutUsers } from '../../api/helpers/teams';

export interface ModuleUnderTest {
  /** The module's key in screens.config.json (its API path). */
  readonly name: string;
  readonly config: ModuleConfig;
  readonly module: RegisteredModule;
  /** `/api/modulos/<name>`. */
  readonly base: string;
}

/** Every module of the app's config. */
export function modulesOf(t: TestApp): ModuleUnderTest[] {
  return Object.entries(t.config.modules).map(([name, config]) => ({ name, config, module: t.registry.get(config.schema), base: `/api/modulos/${name}` }));
}

/** The module a link kind searches (`links` of the config). */
export function moduleOfKind(t: TestApp, kind: string): ModuleUnderTest {
  const target = t.config.links?.[kind]?.module;
  const found = modulesOf(t).find((m) => m.name === target);
  if (!found) throw new Error(`El tipo de vínculo ${kind} no declara un módulo existente`);
  return found;
}

/**
 * The values a record of the link kind holds so that the kind finds it: its fixed filters on fields
 * of the module, typed as the fields are (the staff kind's account 9238, LNK-14; `vigente` is the record's own).
 */
export function kindValues(t: TestApp, kind: string): Record<string, unknown> {
  const target = moduleOfKind(t, kind);
  return Object.fromEntries(
    Object.entries(t.config.links?.[kind]?.filters ?? {}).flatMap(([field, value]) => {
      const property = target.module.schema.properties[field] as { type?: string } | undefined;
      if (!property) return [];
      const typed = property.type === 'integer' || property.type === 'number' ? Number(value) : value === 'true' ? true : value === 'false' ? false : value;
      return [[field, typed]];
    }),
  );
}

/** The kind a link list searches to add rows (`x-link-list.search`), if any. */
const linkListKind = (property: Record<string, unknown>): string | undefined => (property['x-link-list'] as { search?: string } | undefined)?.search;

let sequence = 0;

/** A valid stored value per input mask (x-mask): what its parser gives back unchanged and its check accepts (card numbers: below, one per call). */
const maskSamples: Readonly<Record<string, string>> = {
  moneda: '100.00',
  numero: '100',
  cuit: '20123456786',
  documento: '12345678',
  telefono: '1145678901',
  ruta: 'EZE',
  cbu: '2850590940090418135201',
};

/** A date a month from now (`yyyy-MM-dd`): valid for rules that want a date from tomorrow (FEE-16) or not yet expired. */
function futureDate(): string {
  const date = new Date();
  date.setDate(date.getDate() + 30);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A text that fits a string property (unique per call). */
function textFor(property: JsonSchemaProperty & Record<string, unknown>, label: string): string {
  sequence += 1;
  if (property.format === 'date') return futureDate();
  const mask = property['x-mask'];
  if (typeof mask === 'string' && mask in maskSamples) return maskSamples[mask];
  if (property.format === 'email') return `prueba${sequence}@ejemplo.com.ar`;
  // A card number (x-mask numeroTarjeta): 16 digits, a different one each call (no duplicate-number flag).
  if (property['x-mask'] === 'numeroTarjeta') return `4${String(sequence).padStart(15, '0')}`;
  // A code (x-mask codigo, SUP-05): upper case, a different one each call (it is often unique).
  if (property['x-mask'] === 'codigo') return `PRUEBA${sequence}`;
  // A pattern the schema illustrates with an example (an expiry `MM/AA`).
  const example = Array.isArray(property.examples) ? property.examples.find((e): e is string => typeof e === 'string') : undefined;
  if (example !== undefined && typeof property.pattern === 'string' && new RegExp(property.pattern, 'u').test(example)) return example;
  const max = typeof property.maxLength === 'number' ? property.maxLength : 60;
  // The marked text first (scope checks look for `Prueba `), then letters and digits only (a code).
  // Digits last (an account number's pattern).
  const candidates = [
    `Prueba ${label} ${sequence}`.slice(-max),
    `${label.replace(/[^A-Za-z]/g, '')}${sequence}`.slice(-max),
    String(70_000 + sequence).slice(-max),
  ];
  const text = candidates.find((candidate) => typeof property.pattern !== 'string' || new RegExp(property.pattern, 'u').test(candidate));
  if (text === undefined) throw new Error(`${label}: no sé generar un texto que cumpla ${String(property.pattern)}`);
  return text;
}

/** A valid value of one property, as the admin would enter it (a link: a record created for it). */
export async function valueFor(
  t: TestApp,
  m: ModuleUnderTest,
  field: string,
  property: JsonSchemaProperty & Record<string, unknown>,
  depth: number,
  /** The module example's value of the field, when it gave one. */
  example?: unknown,
): Promise<unknown> {
  const link = property['x-link'] as { kind: string } | undefined;
  if (link) return (await createRecord(t, 'admin', moduleOfKind(t, link.kind), kindValues(t, link.kind), depth + 1)).id;
  const combo = property['x-combo'];
  if (typeof combo === 'string') {
    const option = await t.db.selectFrom('lookups').select('codigo').where('combo', '=', combo).orderBy('orden').executeTakeFirst();
    if (!option) throw new Error(`${m.name}.${field}: el combo ${combo} no tiene valores`);
    return option.codigo;
  }
  if (Array.isArray(property.enum)) return property.enum[0];
  if (Array.isArray(property.oneOf) && property.oneOf.length) return (property.oneOf[0] as { const?: unknown }).const;
  const items = property.items as Record<string, unknown> | undefined;
  if (property.type === 'array' && typeof property.minItems === 'number' && property.minItems > 0 && typeof items?.['x-combo'] === 'string') {
    const codes = await t.db.selectFrom('lookups').select('codigo').where('combo', '=', items['x-combo']).orderBy('orden').limit(property.minItems).execute();
    if (codes.length < property.minItems) throw new Error(`${m.name}.${field}: el combo ${items['x-combo']} no tiene ${property.minItems} valores`);
    return codes.map((row) => row.codigo);
  }
  // A link list that must hold some (its `minItems`, or a rule: a team's people, ADM-41, when the module's
  // example holds some): records the list's search kind finds, created for it.
  const listKind = linkListKind(property);
  const wanted = Math.max(typeof property.minItems === 'number' ? property.minItems : 0, Array.isArray(example) ? example.length : 0);
  if (property.type === 'array' && listKind && wanted > 0) {
    const ids: Array<{ id: number }> = [];
    for (let i = 0; i < wanted; i++) ids.push({ id: (await createRecord(t, 'admin', moduleOfKind(t, listKind), kindValues(t, listKind), depth + 1)).id });
    return ids;
  }
  switch (property.type) {
    case 'string':
      return textFor(property, `${m.name}.${field}`);
    case 'integer':
    case 'number':
      // A different number each call when nothing bounds it: an owner's id (a fee's `cuenta`) must not
      // make every generated record the same combination (FEE-15 refuses repeats). Far above any
      // record id, so that it never names a record by chance (a linked record's state, CRD-18).
      sequence += 1;
      if (typeof property.maximum === 'number') return typeof property.minimum === 'number' ? Math.max(property.minimum, 1) : 1;
      return 900_000_000 + sequence;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      throw new Error(`${m.name}.${field}: tipo ${String(property.type)} sin generador`);
  }
}

type Conditional = { if?: { properties?: Record<string, { const?: unknown }>; required?: string[] }; then?: { required?: string[] } };

/** Fields a root `allOf` if/then requires once `datos` holds the `if`'s constants (conditional required). */
export function conditionallyRequired(m: ModuleUnderTest, datos: Record<string, unknown>): string[] {
  const clauses = (m.module.schema.allOf as Conditional[] | undefined) ?? [];
  return clauses.flatMap((clause) => {
    const consts = Object.entries(clause.if?.properties ?? {});
    const holds =
      consts.length > 0 && consts.every(([field, p]) => 'const' in p && datos[field] === p.const) && (clause.if?.required ?? []).every((f) => f in datos);
    return holds ? (clause.then?.required ?? []) : [];
  });
}

/**
 * A minimal valid `datos` of the module: its required fields (those an if/then requires too), plus
 * `extra`. A module whose rules ask more than that (one of two owners, "CBU or alias") gives a valid
 * record as the first of its schema root's standard `examples`: its values are used as they are,
 * but for its links, which point to records created here, and its unique values, generated afresh.
 */
export async function minimalDatos(t: TestApp, m: ModuleUnderTest, extra: Record<string, unknown> = {}, depth = 0): Promise<Record<string, unknown>> {
  if (depth > 4) throw new Error(`${m.name}: vínculos obligatorios en ciclo`);
  const datos: Record<string, unknown> = {};
  const examples = (m.module.schema as { examples?: unknown }).examples;
  const example = Array.isArray(examples) && examples[0] && typeof examples[0] === 'object' ? (examples[0] as Record<string, unknown>) : {};
  for (const [field, value] of Object.entries(example)) {
    const property = m.module.schema.properties[field] as (JsonSchemaProperty & Record<string, unknown>) | undefined;
    if (field in extra || !property) continue;
    // Links point to records created here; a value no two records may share (x-unique) is a fresh one.
    datos[field] = property['x-link'] || property['x-unique'] || linkListKind(property) ? await valueFor(t, m, field, property, depth, value) : value;
  }
  const fill = async (fields: readonly string[]) => {
    for (const field of fields) {
      if (field in extra || field in datos) continue;
      const property = m.module.schema.properties[field] as JsonSchemaProperty & Record<string, unknown>;
      datos[field] = await valueFor(t, m, field, property, depth);
    }
  };
  await fill(m.module.schema.required ?? []);
  await fill(conditionallyRequired(m, { ...datos, ...extra }));
  // A record of a team-guarded module belongs to a team (an account saved without one is refused, ACC-47):
  // by default one no demo user belongs to, so the record stays outside every team's reach.
  for (const field of directTeamFields(m)) {
    if (field in extra || field in datos) continue;
    const team = await memberlessTeam(t);
    const items = (m.module.schema.properties[field] as { items?: { type?: string } } | undefined)?.items;
    datos[field] = [items?.type === 'string' ? String(team) : team];
  }
  return { ...datos, ...extra };
}

/** The record fields the module's guards read a team from directly (`teamOf: "equipos"`, not through a link). */
function directTeamFields(m: ModuleUnderTest): string[] {
  type Clause = { allOf?: Clause[]; anyOf?: Clause[]; teamOf?: string };
  const of = (clause: Clause): string[] => [
    ...(clause.allOf ?? []).flatMap(of),
    ...(clause.anyOf ?? []).flatMap(of),
    ...(clause.teamOf && !clause.teamOf.includes('.') ? [clause.teamOf] : []),
  ];
  const guards = [m.config.access.read, m.config.access.write] as unknown as Array<{ anyOf?: Clause[] } | undefined>;
  return [...new Set(guards.flatMap((guard) => (guard?.anyOf ?? []).flatMap(of)))].filter((field) => field in m.module.schema.properties);
}

/**
 * The first team no user belongs to (the demo data has teams whose people are not users). A builder over HTTP
 * (the browser-side probe, scripts/probeAccess) reads no tables but combos: it takes the last team
 * of the `equipos` combo, which the demo gives no member.
 */
async function memberlessTeam(t: TestApp): Promise<number> {
  let row: { id: number } | undefined;
  try {
    const [first] = await teamsWithoutUsers(t.db);
    row = first === undefined ? undefined : { id: first };
  } catch {
    const codes = await t.db.selectFrom('lookups').select('codigo').where('combo', '=', 'equipos').orderBy('orden').execute();
    row = codes.length ? { id: Number(codes[codes.length - 1].codigo) } : undefined;
  }
  if (!row) throw new Error('no hay un equipo sin miembros en los datos de prueba');
  return Number(row.id);
}

/** The module's list URL: with a search text when the module requires a filter (ACC-14), matching the records the suite creates. */
export function listUrl(m: ModuleUnderTest, path = '', search = 'Prueba'): string {
  const text = m.config.list.requireFilter ? m.config.list.filters.find((filter) => filter.kind === 'text') : undefined;
  return `${m.base}${path}${text ? `?${text.name}=${encodeURIComponent(search)}` : ''}`;
}

export interface StoredRecord {
  readonly id: number;
  readonly version: number;
  readonly datos: Record<string, unknown>;
}

/** Creates a record as `username` through the API; fails with the server's answer when refused. */
export async function createRecord(t: TestApp, username: string, m: ModuleUnderTest, extra?: Record<string, unknown>, depth = 0): Promise<StoredRecord> {
  const datos = await minimalDatos(t, m, extra, depth);
  const res = await t.as(username, { method: 'POST', url: m.base, payload: { datos } });
  if (res.statusCode !== 201) throw new Error(`${m.name}: no se pudo crear un registro mínimo ${JSON.stringify(datos)}: ${res.statusCode} ${res.body}`);
  return res.json() as StoredRecord;
}

/** The string properties a client may write (not readOnly), by field. */
export function writableTextFields(m: ModuleUnderTest): string[] {
  // A field whose pattern refuses free text (an expiry `MM/AA`), or a list of choices (oneOf), is not a text field here.
  return Object.entries(m.module.schema.properties)
    .filter(
      ([field, p]) =>
        p.type === 'string' &&
        !p.readOnly &&
        !m.module.readOnlyFields.has(field) &&
        !(p as Record<string, unknown>)['x-combo'] &&
        !(p as Record<string, unknown>)['x-mask'] &&
        !p.enum &&
        !(p as Record<string, unknown>).oneOf &&
        !p.format &&
        (typeof p.pattern !== 'string' || new RegExp(p.pattern, 'u').test('Texto libre 1')),
    )
    .map(([field]) => field);
}

/** The stored data of every record of the module, by id (straight from the database). */
export async function storedRecords(t: TestApp, m: ModuleUnderTest): Promise<Map<number, { version: number; data: unknown }>> {
  const rows = await t.db.selectFrom('records').select(['id', 'version', 'data']).where('module', '=', m.module.name).execute();
  return new Map(rows.map((r) => [Number(r.id), { version: Number(r.version), data: r.data }]));
}
