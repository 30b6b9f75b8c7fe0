/**
 * Whether a text is an e-mail address, by the same rule as JSON Schema's `format: "email"` on the
 * server (ajv-formats' fast mode), so a form and the API never disagree about one (TOK-OP04).
 */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** True when `value` is one e-mail address (no spaces, no display name), at most 254 characters. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
