/**
 * Write follows the owner (BAC-OP02: a bank account is editable by whoever can edit its parent).
 * A module whose `access.writeFollowsOwner` is true writes a record of an owner (a top-level
 * `x-link` with `owner: true`: `cuenta`, `proveedor`, `contacto`) only for a user who passes the
 * module's own `write` guard AND the owner module's write guard on the owner record. The derived
 * guard is an ordinary guard, built once when the config is loaded and served to the browser, so the
 * server's routes and the form's read-only mode decide with the same `canAccess`:
 *
 *   anyOf: [
 *     allOf: [{ field: <link>, set: true }, { anyOf: <module write> }, { anyOf: <owner write, its record clauses through <link>.> }]  (one per owner link)
 *     allOf: [{ field: <each link>, set: false }…, { anyOf: <module write> }]  (no owner yet: the one-owner rule answers)
 *   ]
 *
 * The owner's record clauses read the owner record through the link (`teamOf: "equipos"` becomes
 * `teamOf: "cuenta.equipos"`), values the server reads from the database (linkedGuardValues.ts) and
 * answers beside the record (`enlazados`).
 */
import { ownerLinkFields } from './form/ownerLinks';
import type { Guard, GuardClause } from './permissions';
import type { ScreensConfig } from './screenConfig';

type Properties = Readonly<Record<string, unknown>>;

/** An owner's clause read through the owner link: its record fields become `<link>.<field>`. */
export function throughLink(clause: GuardClause, link: string): GuardClause {
  const at = (field: string): string => {
    if (field.includes('.')) throw new Error(`writeFollowsOwner: la regla del dueño '${link}' lee '${field}' a través de otro vínculo (un solo nivel)`);
    return `${link}.${field}`;
  };
  if ('allOf' in clause) return { allOf: clause.allOf.map((c) => throughLink(c, link)) };
  if ('anyOf' in clause) return { anyOf: clause.anyOf.map((c) => throughLink(c, link)) };
  if ('teamOf' in clause) return { teamOf: at(clause.teamOf) };
  if ('userIs' in clause) return { userIs: at(clause.userIs) };
  if ('field' in clause) return { ...clause, field: at(clause.field) };
  return clause;
}

/** The derived write guard of a module whose write follows its owner (see above). */
export function ownerFollowingGuard(own: Guard, owners: ReadonlyArray<{ readonly link: string; readonly write: Guard }>): Guard {
  const mine: GuardClause = { anyOf: own.anyOf };
  return {
    anyOf: [
      ...owners.map(({ link, write }): GuardClause => ({ allOf: [{ field: link, set: true }, mine, { anyOf: write.anyOf.map((c) => throughLink(c, link)) }] })),
      { allOf: [...owners.map(({ link }): GuardClause => ({ field: link, set: false })), mine] },
    ],
  };
}

/**
 * The config with the derived write guard of every `writeFollowsOwner` module (the others as they
 * are). `propertiesOf` gives a config module's schema properties. A module that follows its owner
 * without an owner link, or an owner link whose kind names no module, is a config error.
 */
export function withOwnerWriteGuards(config: ScreensConfig, propertiesOf: (module: string) => Properties | undefined): ScreensConfig {
  const followers = Object.entries(config.modules).filter(([, m]) => m.access.writeFollowsOwner);
  if (!followers.length) return config;
  const modules = { ...config.modules };
  for (const [name, module] of followers) {
    const properties = propertiesOf(name) ?? {};
    const owners = ownerLinkFields({ properties }).map((link) => {
      const kind = (properties[link] as { 'x-link'?: { kind?: string } })['x-link']?.kind;
      const target = kind ? config.links?.[kind]?.module : undefined;
      const owner = target ? config.modules[target] : undefined;
      if (!owner) throw new Error(`writeFollowsOwner de '${name}': el vínculo dueño '${link}' no lleva a un módulo`);
      return { link, write: owner.access.write };
    });
    if (!owners.length) throw new Error(`writeFollowsOwner de '${name}': el módulo no tiene vínculos dueños (x-link owner)`);
    modules[name] = { ...module, access: { ...module.access, write: ownerFollowingGuard(module.access.write, owners) } };
  }
  return { ...config, modules };
}
