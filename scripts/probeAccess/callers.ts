/**
 * The probe's callers: every demo user signed in through the embedded OpenID provider as the
 * browser does (scripts/token/signIn.ts), the temporary tokens of token mode (valid, bound to a
 * trip, expired) and no token; with what the hand-kept table says each holds.
 */
import { DEMO_PASSWORD, demoUsers } from '../../server/seed/demoUsers';
import { DEMO_HOLDERS, setDemoAgencyAccount, setDemoSettings } from '../../tests/reliability/support/accessOracle';
import { signIn } from '../token/signIn';
import { call } from './httpApi';
import type { Caller, TokenClaims } from './oracle';

/** The temporary tokens the demo seeds (README, token mode). */
export const DEMO_TOKENS = ['demo-vigente', 'demo-pasajeros', 'demo-expirado'] as const;

interface Usuario {
  readonly entidad?: { readonly id_crm: string | null };
  readonly token?: { readonly cuenta: number | null; readonly oportunidad: number | null } | null;
  readonly equipos?: readonly number[];
  readonly ajustes?: Record<string, unknown>;
}

async function usuario(url: string, bearer: string): Promise<Usuario | undefined> {
  const answer = await call(url, bearer, 'GET', '/api/usuario');
  return answer.status === 200 ? (JSON.parse(answer.body) as Usuario) : undefined;
}

export interface World {
  readonly callers: readonly Caller[];
  readonly admin: string;
  /** The demo team (`Equipo Comercial`, staff's) and another team no demo user is in. */
  readonly teams: { readonly own: number; readonly other: number };
  /** The external user's agency account (`Agencia Demo`) and the trip the passengers' token names. */
  readonly agency: string;
  readonly trip: TokenClaims;
}

/** Signs everyone in and reads what the table needs from the server's own answers. */
export async function signInCallers(url: string): Promise<World> {
  const names = Object.keys(DEMO_HOLDERS);
  const seeded = demoUsers.map((u) => u.username).sort();
  if (JSON.stringify([...names].sort()) !== JSON.stringify(seeded))
    throw new Error(`La tabla de usuarios demo (accessOracle.ts) no coincide con el seed: ${names.join(', ')} / ${seeded.join(', ')}`);
  const tokens = new Map<string, string>();
  for (const name of names) tokens.set(name, await signIn(url, name, DEMO_PASSWORD));
  const admin = tokens.get('admin')!;
  const adminInfo = await usuario(url, admin);
  setDemoSettings(adminInfo?.ajustes ?? {});
  const agency = (await usuario(url, tokens.get('externo')!))?.entidad?.id_crm;
  if (!agency) throw new Error('El usuario externo no tiene cuenta de agencia.');
  setDemoAgencyAccount(agency);
  const own = (await usuario(url, tokens.get('staff')!))?.equipos?.[0];
  if (own === undefined) throw new Error('El usuario staff no tiene equipo.');
  const teamsCombo = await call(url, admin, 'GET', '/api/combos/equipos');
  const codes = (JSON.parse(teamsCombo.body) as { datos: Array<{ codigo: string }> }).datos.map((d) => Number(d.codigo));
  const other = codes.find((c) => c !== own && c !== Number(adminInfo?.ajustes?.equipoAgencias));
  if (other === undefined) throw new Error('No hay otro equipo sembrado.');
  const callers: Caller[] = names.map((name) => ({ name, bearer: tokens.get(name), holder: DEMO_HOLDERS[name] }));
  let trip: TokenClaims = { cuenta: null, oportunidad: null };
  for (const token of DEMO_TOKENS) {
    const claims = (await usuario(url, token))?.token;
    const tokenClaims = claims ? { cuenta: claims.cuenta === null ? null : String(claims.cuenta), oportunidad: claims.oportunidad } : undefined;
    if (tokenClaims?.oportunidad != null) trip = tokenClaims;
    // An expired token has no claims: the oracle gives it nothing.
    callers.push({ name: token, bearer: token, token: tokenClaims });
  }
  callers.push({ name: 'sin token' });
  return { callers, admin, teams: { own: Number(own), other }, agency, trip };
}
