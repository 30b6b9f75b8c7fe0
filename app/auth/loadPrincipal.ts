/**
 * After login: the user's roles (`GET /api/usuario`, SES-14) and area permissions
 * (`GET /api/permisos/usuario`, SES-16) become the Principal every guard evaluates. The app asks
 * for both, with the screen config and demo mode, in one call (`GET /api/sesion`, loadSessionStart).
 */
import type { AreaPermission, Principal } from '../../engine/core/permissions';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ApiClient } from '../../engine/react/api/ApiClient';

/** `GET /api/usuario` (SES-03). */
export interface UserResponse {
  readonly roles: ReadonlyArray<{ readonly descripcion: string }>;
  readonly id_crm_usuario: string | number | null;
  readonly entidad?: { readonly id_crm?: string | null; readonly descripcion?: string | null; readonly id_cliente?: string | null } | null;
  readonly tokenApps?: unknown;
  /** A token-mode session's account and opportunity (guard clause `token`, COP-OP02); null otherwise. */
  readonly token?: { readonly cuenta: number | null; readonly oportunidad: number | null; readonly nombres?: Readonly<Record<string, string>> } | null;
  readonly nombreUsuario: string;
  /** The user's team ids (record clause `teamOf`). */
  readonly equipos?: readonly number[];
  /** The user's staff contact (record clause `userIs`); null when the user is none. */
  readonly id_contacto?: number | null;
  /** Back-end settings the guards may name (`holdsSetting`: the agency team, ACC-41). */
  readonly ajustes?: Readonly<Record<string, string | number | null>>;
}

/** `GET /api/permisos/usuario`. */
export interface PermissionsResponse {
  readonly datos: ReadonlyArray<AreaPermission>;
}

export interface LoadedSession {
  readonly principal: Principal;
  readonly displayName: string;
}

/**
 * The principal from the two answers (roles kept as given; comparisons are case-insensitive,
 * ROL-02). `loginName` is the sign-in name (OIDC `preferred_username`), as the server's principal
 * has it; what is kept per user (form drafts) is keyed by it. Without it, the display name.
 */
export function toPrincipal(usuario: UserResponse, permisos: PermissionsResponse, loginName?: string): LoadedSession {
  const roles = (usuario.roles ?? []).map((r) => r.descripcion).filter((r): r is string => typeof r === 'string');
  const permissions = (permisos.datos ?? []).map((p) => ({ area: p.area, vigente: p.vigente === true, escritura: p.escritura === true, flags: p.flags }));
  return {
    principal: {
      userId: Number(usuario.id_crm_usuario) || 0,
      username: loginName || usuario.nombreUsuario,
      roles,
      permissions,
      accountId: usuario.entidad?.id_cliente ?? null,
      accountName: usuario.entidad?.id_cliente ? (usuario.entidad.descripcion ?? null) : null,
      teams: (usuario.equipos ?? []).filter((id): id is number => Number.isInteger(id)),
      contactId: typeof usuario.id_contacto === 'number' ? usuario.id_contacto : null,
      settings: usuario.ajustes && typeof usuario.ajustes === 'object' ? usuario.ajustes : {},
      token: usuario.token ?? null,
    },
    displayName: usuario.nombreUsuario,
  };
}

/** Fetches both; any failure rejects (SES-15). */
export async function loadPrincipal(api: ApiClient, loginName?: string): Promise<LoadedSession> {
  const [usuario, permisos] = await Promise.all([api.get<UserResponse>('/api/usuario'), api.get<PermissionsResponse>('/api/permisos/usuario')]);
  if (!usuario || !Array.isArray(usuario.roles) || !permisos || !Array.isArray(permisos.datos)) throw new Error('respuesta de sesión inválida');
  return toPrincipal(usuario, permisos, loginName);
}

/** `GET /api/sesion`: the two answers above, the screen config (`GET /api/config`) and demo mode, in one round trip. */
export interface SessionStartResponse {
  readonly usuario: UserResponse;
  readonly permisos: PermissionsResponse;
  readonly config: ScreensConfig;
  /** The modules `config` describes whole, the others outlined (decision 169); absent: the whole config. */
  readonly descritos?: readonly string[];
  readonly demo?: boolean;
  /** With `ruta`: the first page of the list screen at that path, as the list route answers its call (decision 119). */
  readonly pagina?: { readonly modulo: string; readonly parametros: Readonly<Record<string, string>>; readonly respuesta: unknown };
}

/**
 * The start call's query: the path being opened (`ruta`, with its query), so that the answer carries
 * that list screen's first page (decision 119). None in token mode (its gate decides the routes).
 */
export function sessionStartParams(opening: { readonly pathname: string; readonly search: string } | null): Record<string, string> | undefined {
  return opening ? { ruta: `${opening.pathname}${opening.search}` } : undefined;
}

/** What the signed-in app starts from. `demo`: the server runs in demo mode (the idle override applies). */
export interface SessionStart {
  readonly session: LoadedSession;
  /** The screen config; with `described`, an outlined one that grows in place (engine/core/sessionScreenConfig.ts). */
  readonly config: ScreensConfig;
  /** The modules `config` describes whole; null when it is the whole config. */
  readonly described: readonly string[] | null;
  readonly demo: boolean;
}

/** The session's start in one call (`params`: sessionStartParams); an answer without roles, permissions or config rejects (SES-15). */
export async function loadSessionStart(api: ApiClient, loginName?: string, params?: Record<string, string>): Promise<SessionStart> {
  const answer = await api.get<SessionStartResponse>('/api/sesion', params);
  const { usuario, permisos, config } = answer ?? ({} as Partial<SessionStartResponse>);
  if (!usuario || !Array.isArray(usuario.roles) || !permisos || !Array.isArray(permisos.datos) || !config || !Array.isArray(config.screens)) {
    throw new Error('respuesta de sesión inválida');
  }
  const described = Array.isArray(answer.descritos) ? answer.descritos.filter((name): name is string => typeof name === 'string') : null;
  return { session: toPrincipal(usuario, permisos, loginName), config, described, demo: answer.demo === true };
}
