/**
 * Who the company's people are: the records of the link kind the config names as its staff
 * (`company.staffLink`, LNK-14, LNK-22, CST-43). A user is the one of them carrying the user's CRM
 * id. This is the one definition behind `userIs` guards and the session's `id_contacto`
 * (server/auth/userContact.ts), the person of the per-area permissions and the members of the teams
 * (server/auth/principalSources.ts): the problems below keep those fields on this kind.
 */
import type { ScreensConfig } from './screenConfig';

/** The staff link kind, or null when the config names none. */
export function staffLinkKind(config: ScreensConfig): string | null {
  return config.company?.staffLink ?? null;
}

/** The stored module of the staff contacts (the staff kind's module's schema), or null when there is none. */
export function staffContactModule(config: ScreensConfig): string | null {
  const kind = staffLinkKind(config);
  const link = kind ? config.links?.[kind] : undefined;
  return link ? (config.modules[link.module]?.schema ?? null) : null;
}

/** What the checks need of a module's schema: a field's `x-link` kind and `x-link-list` search kind. */
export type LinkKindOf = (schema: string, field: string) => { readonly link?: string; readonly search?: string } | undefined;

/**
 * The problems of the staff definition: the kind must be declared, and the person of the area
 * permissions and the members of the teams must be staff contacts of that kind (else a user would be
 * one person to a permission and another to a `userIs` guard).
 */
export function staffContactProblems(config: ScreensConfig, kindOf: LinkKindOf): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  const kind = staffLinkKind(config);
  if (kind && !config.links?.[kind]) problems.push({ path: '/company/staffLink', message: `el tipo de vínculo '${kind}' no está declarado en links` });
  for (const [name, module] of Object.entries(config.modules)) {
    const uses = [
      ...(module.areaPermissions ? [{ at: `/modules/${name}/areaPermissions/person`, field: module.areaPermissions.person, found: 'link' as const }] : []),
      ...(module.teams ? [{ at: `/modules/${name}/teams/members`, field: module.teams.members, found: 'search' as const }] : []),
    ];
    for (const use of uses) {
      if (!kind) {
        problems.push({ path: use.at, message: 'las personas son contactos del personal: declare company.staffLink (el tipo de vínculo del personal)' });
        continue;
      }
      const declared = kindOf(module.schema, use.field)?.[use.found];
      if (declared !== kind) {
        const annotation = use.found === 'link' ? 'x-link.kind' : 'x-link-list.search';
        problems.push({
          path: use.at,
          message: `el campo '${use.field}' debe vincular el personal: su ${annotation} es '${declared ?? '(ninguno)'}' y company.staffLink es '${kind}'`,
        });
      }
    }
  }
  return problems;
}
