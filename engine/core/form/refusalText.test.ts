import { describe, expect, it } from 'vitest';
import { refusalText } from './refusalText';

describe('refusalText', () => {
  it('says why a save was refused, with each distinct message once', () => {
    const errors = [{ message: 'El campo Aerolínea no es válido para este formulario.' }, { message: 'El campo Aerolínea no es válido para este formulario.' }];
    expect(refusalText(errors)).toBe('No se guardaron los datos: El campo Aerolínea no es válido para este formulario.');
  });

  it('never says nothing: an error without a message gives the generic one', () => {
    expect(refusalText([{}])).toBe('No se guardaron los datos: La solicitud no es válida.');
  });

  it('lists the first three and marks the rest', () => {
    expect(refusalText(['a.', 'b.', 'c.', 'd.'].map((message) => ({ message })))).toBe('No se guardaron los datos: a. b. c. …');
  });
});
