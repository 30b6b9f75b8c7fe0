import { describe, expect, it } from 'vitest';
import { errorFieldPath, validationMessage } from './validationMessage';
import { t } from './messages';

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
    expect(say({ name: 'maximum', property: '.latitud', params: { limit: 90 } })).toBe('El campo Latitud está fuera del rango permitido.');
    expect(say({ name: 'pattern', property: '.descripcion', params: {} })).toBe('El campo Nombre tiene un formato inválido.');
    expect(say({ name: 'type', property: '.latitud', params: {} })).toBe('El campo Latitud tiene un formato inválido.');
    expect(say({ name: 'additionalProperties', property: '', params: { additionalProperty: 'otro' } })).toBe('El campo otro no es válido para este formulario.');
    expect(say({ name: 'if', property: '.pais' })).toBe('El campo País no es válido.');
  });
});
