import { describe, expect, it } from 'vitest';
import { t } from './messages';
import { isCommonPassword, passwordPolicyOf, passwordProblem } from './passwordPolicy';

const policy = passwordPolicyOf(12, new Set(['password', 'dragon', 'monkey', 'qwerty', 'letmein', 'unbelievable']));
const message = (password: unknown, username?: string) => {
  const problem = passwordProblem(password, policy, { username });
  return problem ? t(problem.key, problem.args) : null;
};

describe('password policy (decision 154)', () => {
  it('accepts a long, uncommon password', () => {
    expect(message('Caballo-correcto-bateria')).toBeNull();
    expect(message('tres tigres tristes')).toBeNull();
  });

  it('asks for a password when none is given', () => {
    expect(message('')).toBe('Debe ingresar la nueva contraseña.');
    expect(message(undefined)).toBe('Debe ingresar la nueva contraseña.');
    expect(message(['a'])).toBe('Debe ingresar la nueva contraseña.');
  });

  it('says the minimum length, counted in characters (not UTF-16 units)', () => {
    expect(message('Corta-1')).toBe('La contraseña debe tener al menos 12 caracteres.');
    expect(message('ñandúñandú1')).toBe('La contraseña debe tener al menos 12 caracteres.');
    expect(message('ñandú-ñandú-')).toBeNull();
    expect(passwordProblem('abcdefgh-xyz', passwordPolicyOf(16, new Set()))).toEqual({ key: 'password.tooShort', args: { min: 16 } });
  });

  it('refuses more than 128 characters and control characters', () => {
    expect(message('Ab-1'.repeat(40))).toBe('La contraseña no puede tener más de 128 caracteres.');
    expect(message('Caballo-correcto\u0000bateria')).toBe('La contraseña contiene caracteres no válidos.');
    expect(message('Caballo-correcto\nbateria')).toBe('La contraseña contiene caracteres no válidos.');
  });

  it('refuses the username inside the password, whatever the case', () => {
    expect(message('Mi-Clave-JPerez-2026', 'jperez')).toBe('La contraseña no puede contener el nombre de usuario.');
    expect(message('Caballo-correcto-bateria', 'jperez')).toBeNull();
  });

  it('refuses a common password, also dressed up with digits, symbols, case or repetition', () => {
    for (const common of ['PASSWORD1234', 'password1234!', 'dragon123456', '!!dragon2026!', 'monkeymonkey', 'QwertyQwerty', 'UNBELIEVABLE']) {
      expect(message(common), common).toBe('La contraseña es demasiado común o fácil de adivinar. Elija otra.');
    }
  });

  it('refuses keyboard and alphabet runs and repeated characters', () => {
    for (const weak of ['123456789012', 'abcdefghijklm', 'qwertyuiopasd', 'aaaaaaaaaaaa', 'abababababab', '210987654321']) {
      expect(
        isCommonPassword(weak, () => false),
        weak,
      ).toBe(true);
    }
    expect(isCommonPassword('dragones-del-sur', policy.isCommon)).toBe(false);
  });

  it('refuses a minimum below 8 or above the maximum (configuration error)', () => {
    expect(() => passwordPolicyOf(4, new Set())).toThrow('Largo mínimo de contraseña inválido: 4');
    expect(() => passwordPolicyOf(200, new Set())).toThrow(RangeError);
  });
});
