import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LeanForm, NOT_A_LEAF_EDIT, sharedLeafChange, sharedLeafSchema } from './leanForm';

type Data = Record<string, unknown>;

describe('leanForm: what a keystroke may skip', () => {
  it('a leaf edit keeps every untouched subtree and rebuilds only the changed path', () => {
    const pasajeros = [{ nombre: 'Ana' }, { nombre: 'Luis' }];
    const before = { nombre: 'Viaje', pasajeros, destino: { ciudad: 'Salta', pais: 'AR' } };
    const next = structuredClone(before);
    next.destino.ciudad = 'Jujuy';
    const shared = sharedLeafChange(before, next) as typeof before;
    expect(shared).toEqual(next);
    expect(shared).not.toBe(before);
    expect(shared.pasajeros).toBe(pasajeros);
    expect(shared.destino).not.toBe(before.destino);
    expect(sharedLeafChange(before, structuredClone(before))).toBe(before);
    // A value typed into a field that had none is a leaf edit.
    expect(sharedLeafChange({ a: 'x' }, { a: 'x', b: 'y' })).toEqual({ a: 'x', b: 'y' });
  });

  it('a cleared field, a removed key or a changed structure is not a leaf edit', () => {
    expect(sharedLeafChange({ a: 'x' }, { a: undefined })).toBe(NOT_A_LEAF_EDIT);
    expect(sharedLeafChange({ a: 'x' }, { a: null })).toBe(NOT_A_LEAF_EDIT);
    expect(sharedLeafChange({ a: 'x', b: 'y' }, { a: 'x' })).toBe(NOT_A_LEAF_EDIT);
    expect(sharedLeafChange({ l: [1, 2] }, { l: [1, 2, 3] })).toBe(NOT_A_LEAF_EDIT);
    expect(sharedLeafChange({ o: { a: 1 } }, { o: 'texto' })).toBe(NOT_A_LEAF_EDIT);
    expect(sharedLeafChange({ o: 'texto' }, { o: { a: 1 } })).toBe(NOT_A_LEAF_EDIT);
  });

  it('only schemas whose defaults cannot depend on the data qualify', () => {
    expect(
      sharedLeafSchema({
        type: 'object',
        properties: {
          a: { type: 'string', default: 'x', enum: ['x', 'y'] },
          l: { type: 'array', items: { type: 'object', properties: { n: { type: 'number' } } } },
        },
      }),
    ).toBe(true);
    expect(sharedLeafSchema({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false })).toBe(true);
    for (const risky of [
      { if: { properties: { a: { const: 'x' } } }, then: { properties: { b: { default: 'y' } } } },
      { properties: { a: { oneOf: [{ type: 'string' }, { type: 'number' }] } } },
      { properties: { a: { const: 'fijo' } } },
      { dependencies: { a: ['b'] } },
      { properties: { o: { type: 'object', additionalProperties: { type: 'string' } } } },
    ])
      expect(sharedLeafSchema({ type: 'object', ...risky })).toBe(false);
  });
});

const renders = new Map<string, number>();

/** A text widget that counts its renders by field id. */
function CountingWidget({ id, value, onChange }: WidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return (
    <input id={id} aria-label={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
  );
}

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    nombre: { type: 'string', maxLength: 5 },
    ciudad: { type: 'string', default: 'Salta' },
    notas: { type: 'string' },
    pasajeros: { type: 'array', items: { type: 'object', properties: { nombre: { type: 'string' } } } },
  },
};
const uiSchema = {
  nombre: { 'ui:widget': CountingWidget },
  ciudad: { 'ui:widget': CountingWidget },
  notas: { 'ui:widget': CountingWidget },
  pasajeros: { items: { nombre: { 'ui:widget': CountingWidget } } },
};

/** Controlled the way the record form is: the parent stores what onChange reports and hands it back. */
function Controlled({ initial, schema: given = schema, events }: { initial: Data; schema?: RJSFSchema; events: Data[] }) {
  const [data, setData] = useState(initial);
  return (
    <LeanForm<Data>
      schema={given}
      uiSchema={uiSchema}
      validator={validator}
      formData={data}
      liveValidate="onChange"
      showErrorList={false}
      onChange={(e: IChangeEvent<Data>) => {
        events.push(e.formData!);
        setData(e.formData!);
      }}
    />
  );
}

describe('LeanForm (rjsf Form without the per-keystroke echo and defaults walk)', () => {
  it('a keystroke re-renders only its field, keeps untouched data objects and still validates live', () => {
    renders.clear();
    const pasajeros = [{ nombre: 'Ana' }, { nombre: 'Luis' }];
    const events: Data[] = [];
    render(<Controlled initial={{ nombre: 'Ab', ciudad: 'Jujuy', notas: 'n', pasajeros }} events={events} />);
    const before = new Map(renders);
    fireEvent.change(screen.getByLabelText('root_nombre'), { target: { value: 'Abc' } });
    expect(events.at(-1)).toEqual({ nombre: 'Abc', ciudad: 'Jujuy', notas: 'n', pasajeros });
    const rendered = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);
    expect(rendered).toEqual(['root_nombre']);
    // The form's own data (rjsf copied the initial data once, adding defaults) keeps its untouched objects from keystroke to keystroke.
    const rows = events.at(-1)!.pasajeros as Data[];
    fireEvent.change(screen.getByLabelText('root_nombre'), { target: { value: 'Abcd' } });
    expect(events.at(-1)!.pasajeros).toBe(rows);
    // Validation is rjsf's, as before: too long for maxLength 5.
    fireEvent.change(screen.getByLabelText('root_nombre'), { target: { value: 'Abcdefg' } });
    expect(document.querySelector('#root_nombre')!.closest('.form-group')!.textContent).toMatch(/5/);
    // An edit inside an array row keeps the other rows.
    fireEvent.change(screen.getByLabelText('root_pasajeros_1_nombre'), { target: { value: 'Luisa' } });
    const last = events.at(-1)!.pasajeros as Data[];
    expect(last).not.toBe(rows);
    expect(last[0]).toBe(rows[0]);
    expect(last[1]).toEqual({ nombre: 'Luisa' });
  });

  it('a cleared field takes rjsf path: its schema default does not come back, the others keep theirs', () => {
    const events: Data[] = [];
    render(<Controlled initial={{ nombre: 'A' }} events={events} />);
    // The constructor applied the default.
    expect((screen.getByLabelText('root_ciudad') as HTMLInputElement).value).toBe('Salta');
    fireEvent.change(screen.getByLabelText('root_ciudad'), { target: { value: '' } });
    expect(events.at(-1)!.ciudad).toBeUndefined();
    expect(events.at(-1)!.nombre).toBe('A');
  });

  it('a schema whose defaults depend on the data still gets them (rjsf path)', () => {
    const conditional: RJSFSchema = {
      type: 'object',
      properties: { nombre: { type: 'string' }, ciudad: { type: 'string' }, notas: { type: 'string' } },
      if: { properties: { nombre: { const: 'Abc' } }, required: ['nombre'] },
      then: { properties: { notas: { type: 'string', default: 'Completar' } } },
    };
    const events: Data[] = [];
    render(<Controlled initial={{ nombre: 'Ab' }} schema={conditional} events={events} />);
    fireEvent.change(screen.getByLabelText('root_nombre'), { target: { value: 'Abc' } });
    expect(events.at(-1)).toMatchObject({ nombre: 'Abc', notas: 'Completar' });
  });

  it('data the parent replaces (not an echo) reaches the fields', async () => {
    let replace: (d: Data) => void = () => undefined;
    function Parent() {
      const [data, setData] = useState<Data>({ nombre: 'Ab' });
      replace = setData;
      return (
        <LeanForm<Data> schema={schema} uiSchema={uiSchema} validator={validator} formData={data} onChange={(e: IChangeEvent<Data>) => setData(e.formData!)} />
      );
    }
    render(<Parent />);
    fireEvent.change(screen.getByLabelText('root_nombre'), { target: { value: 'Abc' } });
    await act(async () => replace({ nombre: 'Otro', notas: 'derivada' }));
    expect((screen.getByLabelText('root_nombre') as HTMLInputElement).value).toBe('Otro');
    expect((screen.getByLabelText('root_notas') as HTMLInputElement).value).toBe('derivada');
    // The schema default is applied to data the parent handed in, as rjsf does.
    expect((screen.getByLabelText('root_ciudad') as HTMLInputElement).value).toBe('Salta');
  });
});
