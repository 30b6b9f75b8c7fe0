import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { nounOfLink } from './linkKinds';
import { linkNoticeText } from './linkNotices';
import { confirmProblem, linkedIdsOf, searchProblem, toggleSelection } from './linkSelection';

// A module's kind has the words its link declares (the shipped modules' config files).
const noun = (kind: string) => nounOfLink(kind, undefined, shippedScreenConfig().links);

describe('link modal selection rules', () => {
  it('LNK-23 a search shorter than the minimum is refused with the kind in the text', () => {
    const problem = searchProblem('contacto', { minLength: 3 }, ' ab ', noun('contacto'));
    expect(problem && linkNoticeText(problem)).toBe('Debe ingresar al menos tres caracteres en la búsqueda de contacto');
    expect(problem?.intent).toBe('warning');
    expect(searchProblem('contacto', { minLength: 3 }, 'abc')).toBeNull();
  });

  it('LNK-13 a kind without minimum (teams) searches with any text, even empty', () => {
    expect(searchProblem('equipo', {}, '')).toBeNull();
  });

  it('LNK-OP05 single selection replaces, multiple toggles', () => {
    expect(toggleSelection([1], 2, false)).toEqual([2]);
    expect(toggleSelection([2], 2, false)).toEqual([]);
    expect(toggleSelection([1], 2, true)).toEqual([1, 2]);
    expect(toggleSelection([1, 2], '1', true)).toEqual([2]);
  });

  it('LNK-28 confirming nothing is refused', () => {
    const problem = confirmProblem('oportunidad', [], [], noun('oportunidad'));
    expect(problem && linkNoticeText(problem)).toBe('Debe seleccionar una oportunidad');
    expect(problem?.intent).toBe('danger');
  });

  it('LNK-27 confirming a record already linked is refused (ids compared as text)', () => {
    const problem = confirmProblem('contacto', [3, 4], ['4'], noun('contacto'));
    expect(problem && linkNoticeText(problem)).toBe('Ya existe un contacto');
    expect(confirmProblem('contacto', [3], [4])).toBeNull();
  });

  it('the ids a link value holds', () => {
    expect(linkedIdsOf(7)).toEqual([7]);
    expect(linkedIdsOf('8')).toEqual([8]);
    expect(linkedIdsOf({ id: 9, nombre: 'x' })).toEqual([9]);
    expect(linkedIdsOf([1, { id: 2 }, 'x', null])).toEqual([1, 2]);
    expect(linkedIdsOf(undefined)).toEqual([]);
  });
});
