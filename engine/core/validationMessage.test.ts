import { describe, expect, it } from 'vitest';
import { errorFieldPath, reportedErrors, validationMessage } from './validationMessage';
import { registerMessages, t } from './messages';
import { fieldLabeler } from './fieldLabels';

const labels: Record<string, string> = { descripcion: 'Nombre', pais: 'País', latitud: 'Latitud' };
const labelOf = (path: string) => labels[path.split('.').pop() ?? ''] ?? path;
const say = (e: Parameters<typeof validationMessage>[0]) => {
  const m = validationMessage(e, labelOf);
  return t(m.key, m.args);
};

describe('validationMessage', () => {
  it('normalises rjsf data paths', () => {
    expect(errorFieldPath('.descripcion')).toBe('descripcion');
    expect(errorFieldPath('pais')).toBe('pais');
    expect(errorFieldPath(".contactos[0]['nombre']")).toBe('contactos.0.nombre');
    expect(errorFieldPath(undefined)).toBe('');
  });

  it('SHR-01 maps ajv keywords to Spanish catalogue messages with the field label', () => {
    expect(say({ name: 'required', property: 'descripcion', params: { missingProperty: 'descripcion' } })).toBe('El campo Nombre es obligatorio.');
    expect(say({ name: 'maxLength', property: '.pais', params: { limit: 120 } })).toBe('El campo País admite como máximo 120 caracteres.');
    expect(say({ name: 'minLength', property: '.pais', params: { limit: 1 } })).toBe('El campo País debe tener al menos 1 caracteres.');
    expect(say({ name: 'maximum', property: '.latitud', params: { limit: 90 } })).toBe('El campo Latitud debe ser menor o igual a 90.');
    expect(say({ name: 'minimum', property: '.latitud', params: { limit: -90 } })).toBe('El campo Latitud debe ser mayor o igual a -90.');
    expect(say({ name: 'exclusiveMinimum', property: '.latitud', params: { limit: 0 } })).toBe('El campo Latitud debe ser mayor que 0.');
    expect(say({ name: 'pattern', property: '.descripcion', params: {} })).toBe('El campo Nombre tiene un formato inválido.');
    expect(say({ name: 'type', property: '.latitud', params: {} })).toBe('El campo Latitud tiene un formato inválido.');
    expect(say({ name: 'additionalProperties', property: '', params: { additionalProperty: 'otro' } })).toBe(
      'El campo otro no es válido para este formulario.',
    );
  });

  it('21-4 WID-16 a value that is no date in a date field says what a date looks like', () => {
    expect(say({ name: 'format', property: '.latitud', params: { format: 'date' } })).toBe(
      'El campo Latitud no es una fecha válida. Use el formato dd/mm/aaaa.',
    );
    expect(say({ name: 'format', property: '.latitud', params: { format: 'date-time' } })).toBe(
      'El campo Latitud no es una fecha válida. Use el formato dd/mm/aaaa.',
    );
    expect(say({ name: 'format', property: '.latitud', params: { format: 'email' } })).toBe('El campo Latitud tiene un formato inválido.');
  });
});

// Issue 8, defect 3: a conditional required (JSON Schema if/then) names its field by the label and may say its own message.
describe('validationMessage of conditional rules', () => {
  const schema = {
    title: 'Aerolínea',
    properties: { activo: { title: 'Activa' }, observaciones: { title: 'Observaciones' }, iata: { title: 'Código IATA', 'x-message': 'iataFormato' } },
    if: { properties: { activo: { const: false } }, required: ['activo'] },
    then: { required: ['observaciones'], 'x-message': 'observacionesSiInactiva' },
  };
  registerMessages({
    'aerolinea.observacionesSiInactiva': { text: 'Indique en {field} por qué la aerolínea está inactiva.', spec: false },
    'aerolinea.iataFormato': { text: 'El código IATA son dos letras o dígitos.', spec: false },
  });
  const labelOfSchema = fieldLabeler(schema);
  const source = { module: 'aerolinea', schema };
  const sayIn = (e: Parameters<typeof validationMessage>[0], from?: typeof source) => {
    const m = validationMessage(e, labelOfSchema, from);
    return t(m.key, m.args);
  };
  // As ajv (server, body prefix dropped) and rjsf (browser) give them.
  const serverErrors = [
    { name: 'required', property: '', params: { missingProperty: 'observaciones' }, schemaPath: '#/then/required' },
    { name: 'if', property: '', params: { failingKeyword: 'then' }, schemaPath: '#/if' },
  ];
  const browserErrors = [
    { name: 'required', property: 'observaciones', params: { missingProperty: 'observaciones' }, schemaPath: '#/then/required' },
    { name: 'if', property: '', params: { failingKeyword: 'then' }, schemaPath: '#/if' },
  ];

  it('SHR-01 names the missing field by its label, and never reports the failed if condition', () => {
    for (const errors of [serverErrors, browserErrors]) {
      expect(reportedErrors(errors).map((e) => sayIn(e))).toEqual(['El campo Observaciones es obligatorio.']);
    }
  });

  it("says the then clause's own x-message (a key of the module's messages), with the field's label", () => {
    for (const errors of [serverErrors, browserErrors]) {
      expect(reportedErrors(errors).map((e) => sayIn(e, source))).toEqual(['Indique en Observaciones por qué la aerolínea está inactiva.']);
    }
  });

  it("a property's x-message is said for its own keywords only", () => {
    expect(sayIn({ name: 'pattern', property: '.iata', params: {}, schemaPath: '#/properties/iata/pattern' }, source)).toBe(
      'El código IATA son dos letras o dígitos.',
    );
    expect(sayIn({ name: 'required', property: '', params: { missingProperty: 'iata' }, schemaPath: '#/required' }, source)).toBe(
      'El campo Código IATA es obligatorio.',
    );
  });
});
