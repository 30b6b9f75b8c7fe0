/**
 * The generated module of the browser benchmarks: a 300-field schema (1,000 with `?campos=1000` in
 * the page's address) in 10 tabs (`ui:tabs`, each
 * also one `ui:layout` section) whose last tab holds a 200-row array of small objects (passengers),
 * a record with every field filled, and 10,000 list records. Every bench page (ours, plain rjsf,
 * bare inputs, plain table) builds from these, so they render the same data.
 */
import type { ModuleDefinition, ModuleSchema, JsonSchemaProperty } from '../../engine/core/schemaRegistry';

export const BENCH_MODULE = 'benchviaje';
/** 300 by default; a page opened with `?campos=N` builds N fields (the 1,000-field run). */
export const FIELD_COUNT = (typeof location !== 'undefined' && Number(new URLSearchParams(location.search).get('campos'))) || 300;
export const TAB_COUNT = 10;
export const ARRAY_ROWS = 200;
export const LIST_ROWS = 10_000;
/** The text field the form benchmark types into (first field of the first tab). */
export const TYPED_FIELD = 'campo001';
export const ARRAY_FIELD = 'pasajeros';

const tabTitles = ['Reserva', 'Cliente', 'Itinerario', 'Alojamiento', 'Traslados', 'Excursiones', 'Seguros', 'Facturación', 'Proveedores', 'Pasajeros'];
const ciudades = ['Mendoza', 'Salta', 'Ushuaia', 'Bariloche', 'Córdoba', 'Rosario', 'Tandil', 'Jujuy'];

type Kind = 'text' | 'number' | 'boolean' | 'enum' | 'date';
/** Field kinds in a tab of 30, cycled: mostly text, as a back-office form is. */
const kinds: readonly Kind[] = ['text', 'text', 'number', 'text', 'enum', 'text', 'boolean', 'text', 'number', 'date'];

const fieldName = (i: number) => `campo${String(i + 1).padStart(3, '0')}`;
const kindOf = (i: number): Kind => (i === 0 ? 'text' : kinds[i % kinds.length]);

function property(i: number): JsonSchemaProperty {
  const title = `Campo ${i + 1}`;
  switch (kindOf(i)) {
    case 'text':
      return { type: 'string', title, maxLength: 200 };
    case 'number':
      return { type: 'number', title };
    case 'boolean':
      return { type: 'boolean', title };
    case 'enum':
      return { type: 'string', title, enum: ciudades };
    case 'date':
      return { type: 'string', title, format: 'date' };
  }
}

function value(i: number): unknown {
  switch (kindOf(i)) {
    case 'text':
      return `Valor ${i + 1}`;
    case 'number':
      return i * 10;
    case 'boolean':
      return i % 2 === 0;
    case 'enum':
      return ciudades[i % ciudades.length];
    case 'date':
      return `2026-0${1 + (i % 9)}-1${i % 10}`;
  }
}

const scalarCount = FIELD_COUNT - 1;
const perTab = Math.ceil(FIELD_COUNT / TAB_COUNT);
const names = [...Array.from({ length: scalarCount }, (_, i) => fieldName(i)), ARRAY_FIELD];

const passengers = {
  type: 'array',
  title: 'Pasajeros',
  items: {
    type: 'object',
    properties: {
      nombre: { type: 'string', title: 'Nombre' },
      documento: { type: 'string', title: 'Documento' },
      edad: { type: 'integer', title: 'Edad' },
    },
  },
};

export const benchSchema: ModuleSchema = {
  $id: `https://backoffice.local/schemas/${BENCH_MODULE}.schema.json`,
  title: 'Viaje (benchmark)',
  type: 'object',
  'x-module': BENCH_MODULE,
  properties: {
    ...Object.fromEntries(Array.from({ length: scalarCount }, (_, i) => [fieldName(i), property(i)])),
    [ARRAY_FIELD]: passengers,
  },
};

/** The 10 tabs: a title and the fields it shows. */
export const benchTabs = Array.from({ length: TAB_COUNT }, (_, t) => ({ title: tabTitles[t], fields: names.slice(t * perTab, (t + 1) * perTab) }));

/** 10 tabs (`ui:tabs`), each one titled section (`ui:layout`) inside. */
export const benchUi: Record<string, unknown> = { 'ui:tabs': benchTabs, 'ui:layout': benchTabs };

export const benchModule: ModuleDefinition = { name: BENCH_MODULE, schema: benchSchema, ui: benchUi };

/** The record the forms open with: every field and the 200 passengers filled. */
export function benchRecordData(): Record<string, unknown> {
  return {
    ...Object.fromEntries(Array.from({ length: scalarCount }, (_, i) => [fieldName(i), value(i)])),
    [ARRAY_FIELD]: Array.from({ length: ARRAY_ROWS }, (_, r) => ({ nombre: `Pasajero ${r + 1}`, documento: String(20_000_000 + r), edad: 20 + (r % 60) })),
  };
}

/** Columns the list benchmark shows (the plain table renders the same cells). */
export const listColumns = [
  { field: 'campo001', label: 'Campo 1' },
  { field: 'campo002', label: 'Campo 2' },
  { field: 'campo003', label: 'Campo 3' },
  { field: 'campo005', label: 'Campo 5' },
  { field: 'campo007', label: 'Campo 7' },
] as const;

/** 10,000 list rows (only the listed columns are filled). */
export function benchListData(): Array<Record<string, unknown>> {
  return Array.from({ length: LIST_ROWS }, (_, r) => ({
    campo001: `Viaje ${String(r + 1).padStart(5, '0')}`,
    campo002: `Cliente ${r % 997}`,
    campo003: r * 7,
    campo005: ciudades[r % ciudades.length],
    campo007: r % 3 === 0,
  }));
}
