import { describe, expect, it } from 'vitest';
import { comboErrorKey, requiredMessageKey } from './moduleMessages';
import { t } from './messages';

describe('module message defaults', () => {
  it('SHR-07 CON-34 the required-fields message is the module\'s, else `Debe completar los campos obligatorios antes de guardar.`', () => {
    expect(t(requiredMessageKey({ required: 'form.missing' }))).toBe('Faltan algunos datos obligatorios.');
    expect(t(requiredMessageKey({}))).toBe('Debe completar los campos obligatorios antes de guardar.');
    expect(t(requiredMessageKey(undefined))).toBe('Debe completar los campos obligatorios antes de guardar.');
  });

  it('ACC-21 ACC-25 CON-14 a failed combo says `de búsqueda` in a list filter only; ADM-27 a module\'s own text wins in both', () => {
    expect(t(comboErrorKey({}, 'list'))).toBe('Se produjo un error al cargar los combos de búsqueda');
    expect(t(comboErrorKey({}, 'form'))).toBe('Se produjo un error al cargar los combos');
    expect(t(comboErrorKey({ comboError: 'lookup.adminError' }, 'list'))).toBe('Se produjo un error al cargar los combos.');
    expect(t(comboErrorKey({ comboError: 'lookup.adminError' }, 'form'))).toBe('Se produjo un error al cargar los combos.');
  });
});
