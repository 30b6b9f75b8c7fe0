/** The users' API as the screens call it (schemas/usuariosistema/userRoutes.ts). */
import type { RecordData } from '../../../../engine/react/data/types';

export const USERS = '/api/admin/usuarios';
export const MODULE = 'usuariosistema';

/** A module message of the users' module. */
export const msg = (key: string) => `${MODULE}.${key}`;

export interface UserRow {
  readonly id: number;
  readonly vigente: boolean;
  readonly usuario: string;
  readonly nombre: string;
  readonly email: string | null;
  readonly roles: readonly string[];
  readonly debeCambiarContrasena: boolean;
}

export interface UserList {
  readonly datos: readonly UserRow[];
  readonly total: number;
  readonly pagina: number;
  readonly tamanoPagina: number;
}

export interface UserRecord {
  readonly id: number;
  readonly version: number;
  readonly vigente: boolean;
  readonly datos: RecordData;
  /** Only in the answer to a create or a reset: shown once. */
  readonly contrasenaTemporal?: string;
}

export interface IdentityInfo {
  readonly externo: boolean;
  readonly emisor?: string;
  readonly largoMinimo?: number;
  readonly claim?: string | null;
  readonly reglas?: ReadonlyArray<{ readonly valor: string; readonly rol: string }>;
}

export type UserState = 'vigentes' | 'inactivos' | 'todos';
