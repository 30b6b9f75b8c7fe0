/**
 * The password policy of the embedded identity provider (decision 154): a minimum length
 * (configurable, 12 by default), a maximum, no control characters, not the username, and not a
 * common password: one of a list of well-known passwords (the server bundles the 10,000 most
 * common), nor such a password with digits or symbols around it, a repetition, or a run of the
 * keyboard or the alphabet. Pure: the list comes in as a predicate, so the browser can check the
 * length as the user types and the server checks everything.
 */

/** The policy's settings. */
export interface PasswordPolicy {
  readonly minLength: number;
  readonly maxLength: number;
  /** True when a lower-case candidate is a known common password. */
  readonly isCommon: (candidate: string) => boolean;
}

/** A broken rule: the message key and its arguments. */
export interface PasswordProblem {
  readonly key: string;
  readonly args?: Readonly<Record<string, string | number>>;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

const CONTROL = /[\u0000-\u001f\u007f]/;
const RUNS = [
  '0123456789012345678901234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
];

/** `xyzxyzxyz` → `xyz`; the text itself when it repeats nothing. */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

/** Runs of a keyboard row or the alphabet, forwards or backwards (`123456789012`, `qwertyuiop`). */
function isRun(text: string): boolean {
  if (text.length < 4) return false;
  return RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/** True when `password` is a common password, or one dressed up with digits, symbols or repetition. */
export function isCommonPassword(password: string, isCommon: PasswordPolicy['isCommon']): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  const bare = lower.replace(/^[^a-zñ]+|[^a-zñ0-9]+$/g, '').replace(/[0-9\W_]+$/, '');
  const candidates = new Set([lower, bare, repeatedUnit(lower), repeatedUnit(bare)]);
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (isCommon(candidate) || isRun(candidate)) return true;
    // A single character or a two-character pattern repeated (`aaaaaaaaaaaa`, `abababababab`).
    if (repeatedUnit(candidate).length <= 2) return true;
  }
  return false;
}

/**
 * The first rule `password` breaks, or null when it is acceptable. `username` (the account's) may
 * not appear in it; the comparison ignores case.
 */
export function passwordProblem(password: unknown, policy: PasswordPolicy, context: { readonly username?: string } = {}): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return { key: 'password.required' };
  if (CONTROL.test(password)) return { key: 'password.invalidCharacters' };
  const length = [...password].length;
  if (length < policy.minLength) return { key: 'password.tooShort', args: { min: policy.minLength } };
  if (length > policy.maxLength) return { key: 'password.tooLong', args: { max: policy.maxLength } };
  const username = context.username?.trim().toLowerCase();
  if (username && username.length >= 3 && password.toLowerCase().includes(username)) return { key: 'password.containsUsername' };
  if (isCommonPassword(password, policy.isCommon)) return { key: 'password.common' };
  return null;
}

/** The policy for a minimum length and a list of common passwords (lower case). */
export function passwordPolicyOf(minLength: number, common: ReadonlySet<string>): PasswordPolicy {
  if (!Number.isInteger(minLength) || minLength < 8 || minLength > MAX_PASSWORD_LENGTH) {
    throw new RangeError(`Largo mínimo de contraseña inválido: ${minLength} (entre 8 y ${MAX_PASSWORD_LENGTH})`);
  }
  return { minLength, maxLength: MAX_PASSWORD_LENGTH, isCommon: (candidate) => common.has(candidate) };
}
