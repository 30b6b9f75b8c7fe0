/**
 * One rule per `x-unique` field, derived when a module is registered (SchemaRegistry), like the
 * mask rules: the form runs it while the user types (debounced: it asks the server, `GET
 * /api/modulos/<m>/existe`) and on save, the server before writing (so that the duplicate comes
 * with the request's other problems). The server's last word is the `unique_values` constraint in
 * the write's transaction (server/modules/uniqueValues.ts).
 */
import type { ModuleSchema } from '../moduleSchema';
import type { RuleDefinition } from '../validators';
import { holdsUniqueClaim, uniqueFields, uniqueKey, uniqueMessage, uniqueScopeOf } from './uniqueFields';

/** Registry name of the rule of a unique field: `unique.<module>.<field>`. */
export const uniqueRuleName = (module: string, field: string) => `unique.${module}.${field}`;

/** How long the form waits after the last keystroke before asking (as the spec's checks do, ACC-61). */
export const UNIQUE_DEBOUNCE_MS = 1500;

/** The rules of every unique field of `schema`. */
export function uniqueRules(module: string, schema: ModuleSchema): RuleDefinition[] {
  return uniqueFields(schema).map((spec) => {
    const label = schema.properties[spec.field]?.title ?? spec.field;
    const message = uniqueMessage(module, spec, label);
    return {
      name: uniqueRuleName(module, spec.field),
      fields: [spec.field, ...(spec.per ?? [])],
      debounceMs: UNIQUE_DEBOUNCE_MS,
      async validate(record, ctx) {
        const value = record[spec.field];
        if (uniqueKey(value, spec) === null || !holdsUniqueClaim(spec, record)) return [];
        let taken: boolean;
        try {
          taken = await ctx.ports.exists(module, spec.field, String(value), ctx.recordId, uniqueScopeOf(spec, record));
        } catch (error) {
          // The browser could not ask (CON-OP11): with a check message, say it and ask to confirm the save.
          if (!spec.checkMessage || !ctx.form || ctx.signal?.aborted) throw error;
          const key = `${module}.${spec.checkMessage}`;
          ctx.form.notice('danger', key);
          return [{ path: spec.field, key, confirm: true }];
        }
        return taken ? [{ path: spec.field, key: message.key, args: message.args }] : [];
      },
    };
  });
}
