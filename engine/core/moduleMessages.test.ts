import { describe, expect, it } from 'vitest';
import { comboErrorKey, requiredMessageKey, requiredNoticeKey, saveErrorKey, saveSuccessKey } from './moduleMessages';
import { t } from './messages';

describe('module message defaults', () => {
  it("SHR-07 CON-34 the required-fields message is the module's, else `Debe completar los campos obligatorios antes de guardar.`", () => {
    expect(t(requiredMessageKey({ required: 'form.missing' }))).toBe('Faltan algunos datos obligatorios.');
    expect(t(requiredMessageKey({}))).toBe('Debe completar los campos obligatorios antes de guardar.');
    expect(t(requiredMessageKey(undefined))).toBe('Debe completar los campos obligatorios antes de guardar.');
  });

  it('ADM-74 ADM-41 a module naming a required-fields notice says `Faltan campos obligatorios` instead of the summary, on both sides', () => {
    const messages = { required: 'form.missing', requiredNotice: 'form.requiredNotice' };
    expect(t(requiredMessageKey(messages))).toBe('Faltan campos obligatorios');
    expect(requiredNoticeKey(messages)).toBe('form.requiredNotice');
    expect(requiredNoticeKey({})).toBeUndefined();
  });

  it("ACC-21 ACC-25 CON-14 a failed combo says `de búsqueda` in a list filter only; ADM-27 a module's own text wins in both", () => {
    expect(t(comboErrorKey({}, 'list'))).toBe('Se produjo un error al cargar los combos de búsqueda');
    expect(t(comboErrorKey({}, 'form'))).toBe('Se produjo un error al cargar los combos');
    expect(t(comboErrorKey({ comboError: 'lookup.adminError' }, 'list'))).toBe('Se produjo un error al cargar los combos.');
    expect(t(comboErrorKey({ comboError: 'lookup.adminError' }, 'form'))).toBe('Se produjo un error al cargar los combos.');
  });

  it("SHR-08 / SHR-09 / SHR-OP03 a save says the module's own texts, else the generic ones: registered for a new record, saved for an edit", () => {
    expect(t(saveSuccessKey({}, 'create'))).toBe('Los datos se registraron correctamente.');
    expect(t(saveSuccessKey(undefined, 'edit'))).toBe('Se guardaron correctamente los datos');
    expect(t(saveErrorKey({}))).toBe('Se produjo un error al guardar los datos.');
    expect(saveSuccessKey({ saveSuccess: 'banco.saveSuccess' }, 'create')).toBe('banco.saveSuccess');
    expect(saveSuccessKey({ saveSuccess: 'banco.saveSuccess' }, 'edit')).toBe('banco.saveSuccess');
    expect(saveErrorKey({ saveError: 'banco.saveError' })).toBe('banco.saveError');
  });
});
