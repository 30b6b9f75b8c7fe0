/**
 * Home's calls (server/home/homeRoutes.ts) and their cache (HOM-12, HOM-OP08): keyed by the user
 * and the account, fresh for 15 minutes (CST-07), dropped with the rest of the query cache on logout.
 */
import type { AccessItem } from '../../../engine/core/homeAccess';
import type { ApiClient } from '../../../engine/react/api/ApiClient';

export type { AccessItem };

/** CST-07: how long access data stays fresh. */
export const HOME_CACHE_MS = 15 * 60_000;
/** CST-09 (HOM-14) and CST-08 (HOM-13): poll intervals; HOM-OP03: give up after 30 s. */
export const ACCOUNT_POLL_MS = 3_000;
export const TOKEN_POLL_MS = 1_000;
export const POLL_TIMEOUT_MS = 30_000;

export interface HomeAccount {
  readonly id: number;
  readonly nombre: string;
}

/** HOM-03: the access data reply. */
export interface AccessData {
  readonly datos: readonly AccessItem[];
  readonly extras: { readonly version: string; readonly entidad?: HomeAccount };
  readonly error: { readonly has: boolean; readonly mensajes: readonly string[] };
}

export interface HomeFooter {
  readonly texto: string;
  readonly enlaces: readonly { readonly etiqueta: string; readonly url: string }[];
}

/** Query keys by the user's sign-in name and the account (HOM-OP08). */
export const homeKeys = {
  accounts: (user: string | undefined) => ['inicio', user, 'cuentas'] as const,
  access: (user: string | undefined, account: number) => ['inicio', user, 'accesos', account] as const,
  footer: (user: string | undefined) => ['inicio', user, 'pie'] as const,
};

/** The user's accounts, or null while the server knows none yet (HOM-14 polls on). */
export async function fetchAccounts(api: ApiClient, signal: AbortSignal): Promise<readonly HomeAccount[] | null> {
  const answer = await api.get<{ datos?: HomeAccount[] }>('/api/inicio/cuentas', undefined, signal);
  return Array.isArray(answer?.datos) && answer.datos.length ? answer.datos : null;
}

/** An account's access data; an answer without the HOM-03 shape is a failure (HOM-20). */
export async function fetchAccess(api: ApiClient, account: number, signal: AbortSignal): Promise<AccessData> {
  const answer = await api.get<AccessData>(`/api/inicio/accesos/${account}`, undefined, signal);
  if (!answer || !Array.isArray(answer.datos) || typeof answer.error?.has !== 'boolean') throw new Error('Respuesta de accesos sin la forma esperada');
  return answer;
}

export async function fetchFooter(api: ApiClient, signal: AbortSignal): Promise<HomeFooter> {
  return (await api.get<{ datos: HomeFooter }>('/api/inicio/pie', undefined, signal)).datos;
}
