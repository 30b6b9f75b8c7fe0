import { describe, expect, it } from 'vitest';
import { createMaskRegistry } from '../format/masks';
import { t } from '../messages';
import type { ModuleSchema } from '../schemaRegistry';
import { ValidatorRegistry, type ValidationContext } from '../validators';
import { maskedFields } from './maskedFields';
import { maskRuleName, maskRules } from './maskRules';

const ctx: ValidationContext = { mode: 'create', module: 'proveedor', ports: { exists: async () => false, today: () => new Date(2026, 0, 1) } };

const schema: ModuleSchema = {
  $id: 'https://backoffice.local/schemas/proveedor.schema.json',
  title: 'Proveedor',
  type: 'object',
  'x-module': 'proveedor',
  properties: {
    razonSocial: { type: 'string', title: 'Razón social' },
    cuit: { type: 'string', title: 'CUIT', 'x-mask': 'cuit' },
    limite: { type: 'number', title: 'Límite de crédito', 'x-mask': 'moneda' },
    titular: { type: 'object', title: 'Titular', properties: { documento: { type: 'string', 'x-mask': 'documento' } } },
    contactos: {
      type: 'array',
      title: 'Contactos',
      items: { type: 'object', properties: { nombre: { type: 'string' }, telefono: { type: 'string', title: 'Teléfono', 'x-mask': 'telefono' } } },
    },
    rutas: { type: 'array', title: 'Rutas', items: { type: 'string', title: 'Ruta', 'x-mask': 'ruta' } },
  },
};

const rules = maskRules('proveedor', schema, createMaskRegistry());
const check = (record: Record<string, unknown>) => rules.flatMap((rule) => rule.validate(record));

describe('maskedFields', () => {
  it('finds every x-mask, in nested objects and array items, with its label and schema path', () => {
    expect(maskedFields(schema.properties)).toEqual([
      { path: ['cuit'], mask: 'cuit', label: 'CUIT', pointer: '#/properties/cuit/x-mask' },
      { path: ['limite'], mask: 'moneda', label: 'Límite de crédito', pointer: '#/properties/limite/x-mask' },
      { path: ['titular', 'documento'], mask: 'documento', label: 'documento', pointer: '#/properties/titular/properties/documento/x-mask' },
      { path: ['contactos', '*', 'telefono'], mask: 'telefono', label: 'Teléfono', pointer: '#/properties/contactos/items/properties/telefono/x-mask' },
      { path: ['rutas', '*'], mask: 'ruta', label: 'Ruta', pointer: '#/properties/rutas/items/x-mask' },
    ]);
  });
});

describe('maskRules', () => {
  it('derives one rule per masked field, named after the module and the path, run when its top-level field changes', () => {
    expect(rules.map((r) => [r.name, r.fields])).toEqual([
      ['mask.proveedor.cuit', ['cuit']],
      ['mask.proveedor.limite', ['limite']],
      ['mask.proveedor.titular.documento', ['titular']],
      ['mask.proveedor.contactos.*.telefono', ['contactos']],
      ['mask.proveedor.rutas.*', ['rutas']],
    ]);
    expect(maskRuleName('cuenta', ['cuit'])).toBe('mask.cuenta.cuit');
  });

  it('accepts stored values and empty fields', () => {
    expect(check({})).toEqual([]);
    expect(
      check({
        cuit: '20123456786',
        limite: 1500.5,
        titular: { documento: '12345678' },
        contactos: [{ nombre: 'Ana', telefono: '1147891234' }, { nombre: 'Sin teléfono' }],
        rutas: ['EZEMAD', ''],
      }),
    ).toEqual([]);
  });

  it('WID-09 refuses a CUIT with a wrong check digit, with the Spanish message', () => {
    expect(check({ cuit: '20123456783' })).toEqual([{ path: 'cuit', key: 'cuit.checkDigit', args: { campo: 'CUIT' } }]);
    expect(t('cuit.checkDigit')).toBe('El CUIT ingresado no es válido: el dígito verificador no corresponde.');
  });

  it('WID-OP05 / WID-13 / WID-11 refuses what the mask would not store, on the concrete path, naming the field', () => {
    expect(check({ limite: 10.125 })).toEqual([{ path: 'limite', key: 'mask.moneda', args: { campo: 'Límite de crédito' } }]);
    expect(check({ titular: { documento: '12.345.678' } })).toEqual([{ path: 'titular.documento', key: 'mask.documento', args: { campo: 'documento' } }]);
    expect(check({ contactos: [{ telefono: '1147891234' }, { telefono: '11-4789-ABCD' }] })).toEqual([
      { path: 'contactos.1.telefono', key: 'mask.telefono', args: { campo: 'Teléfono' } },
    ]);
    expect(check({ rutas: ['EZEMAD', 'eze'] })).toEqual([{ path: 'rutas.1', key: 'mask.ruta', args: { campo: 'Ruta' } }]);
    expect(t('mask.moneda', { campo: 'Límite de crédito' })).toBe(
      'El campo Límite de crédito admite un importe con punto decimal y como máximo 2 decimales, sin separadores de miles.',
    );
  });

  it('ignores shapes the schema validation refuses anyway (an object where an array is expected)', () => {
    expect(check({ contactos: { telefono: 'x' }, titular: 'x', rutas: 'eze' })).toEqual([]);
  });

  it('an unregistered mask stops registration with the schema path that names it', () => {
    const bad: ModuleSchema = { ...schema, properties: { swift: { type: 'string', 'x-mask': 'swift' } } };
    expect(() => maskRules('proveedor', bad, createMaskRegistry())).toThrow(
      "La máscara 'swift' referenciada en schemas/proveedor/proveedor.schema.json#/properties/swift/x-mask no está registrada",
    );
  });

  it('runs from the validator registry like any rule (browser and server)', async () => {
    const registry = new ValidatorRegistry();
    for (const rule of rules) registry.register(rule);
    expect(await registry.run(['mask.proveedor.cuit'], { cuit: '20123456783' }, ctx)).toEqual([
      { path: 'cuit', key: 'cuit.checkDigit', args: { campo: 'CUIT' } },
    ]);
    expect(
      registry.affected(
        rules.map((r) => r.name),
        new Set(['razonSocial']),
      ),
    ).toEqual([]);
  });
});
