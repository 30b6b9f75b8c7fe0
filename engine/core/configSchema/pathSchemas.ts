/** The meta-schema's strings of a form: a route path and an id. */

/** A route path. */
export const path = { type: 'string', pattern: '^/[A-Za-z0-9_/:{}.-]*$' } as const;
/** An id (a screen's, a filter's). */
export const id = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' } as const;
