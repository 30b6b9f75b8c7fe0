/**
 * The answers of the users' administration (userRoutes.ts) and of the own password change
 * (ownPasswordRoute.ts); the shapes the screens read (screens/parts/userApi.ts).
 */
import { historyResponse } from '../../server/modules/moduleResponses';

const nullableText = { type: ['string', 'null'] } as const;

/** One row of the users' list (userStore.ts `UserListRow`). */
const userListRow = {
  type: 'object',
  required: ['id', 'vigente', 'usuario', 'nombre', 'email', 'roles', 'debeCambiarContrasena'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    vigente: { type: 'boolean' },
    usuario: { type: 'string' },
    nombre: { type: 'string' },
    email: nullableText,
    roles: { type: 'array', items: { type: 'string' } },
    debeCambiarContrasena: { type: 'boolean' },
  },
} as const;

/** A page of the users, by username. */
export const userListResponse = {
  type: 'object',
  required: ['datos', 'total', 'pagina', 'tamanoPagina'],
  additionalProperties: true,
  properties: {
    datos: { type: 'array', items: userListRow },
    total: { type: 'integer' },
    pagina: { type: 'integer' },
    tamanoPagina: { type: 'integer' },
  },
} as const;

/** Where users are managed: here (with the password policy's minimum length), or by an external provider with its claim-to-role rules. */
export const identityResponse = {
  type: 'object',
  required: ['externo'],
  additionalProperties: true,
  properties: {
    externo: { type: 'boolean' },
    largoMinimo: { type: 'integer', description: 'Largo mínimo de una contraseña (proveedor integrado)' },
    emisor: { type: 'string', description: 'El emisor del proveedor externo' },
    claim: { ...nullableText, description: 'El claim del que salen los roles' },
    reglas: {
      type: 'array',
      items: { type: 'object', required: ['valor', 'rol'], additionalProperties: true, properties: { valor: { type: 'string' }, rol: { type: 'string' } } },
    },
  },
} as const;

/** A user as the module's record (userStore.ts `UserRecord`): `version` goes back on a write. */
export const userRecordResponse = {
  type: 'object',
  required: ['id', 'version', 'vigente', 'datos'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer', description: 'Se envía de vuelta al modificar (control de concurrencia)' },
    vigente: { type: 'boolean' },
    datos: {
      type: 'object',
      required: ['usuario', 'nombre', 'roles', 'debeCambiarContrasena'],
      additionalProperties: true,
      properties: {
        usuario: { type: 'string' },
        nombre: { type: 'string' },
        email: { type: 'string' },
        roles: { type: 'array', items: { type: 'string' } },
        contacto: { type: 'integer', description: 'Su contacto (id de registro)' },
        cuenta: { type: 'integer', description: 'Su cuenta (id de registro)' },
        debeCambiarContrasena: { type: 'boolean' },
      },
    },
  },
} as const;

/** The record after a create or a password reset, with the temporary password: shown once. */
export const userWithPasswordResponse = {
  ...userRecordResponse,
  required: [...userRecordResponse.required, 'contrasenaTemporal'],
  properties: {
    ...userRecordResponse.properties,
    contrasenaTemporal: { type: 'string', description: 'La contraseña temporal, que deberá cambiar al ingresar' },
  },
} as const;

/** A user's history, newest first, in a record's shape (`Historial`) with its own actions (a password reset too). */
const entry = historyResponse.properties.datos.items;
export const userHistoryResponse = {
  ...historyResponse,
  properties: {
    datos: {
      ...historyResponse.properties.datos,
      items: { ...entry, properties: { ...entry.properties, accion: { type: 'string', enum: ['alta', 'modificacion', 'vigencia', 'contrasena'] } } },
    },
  },
} as const;

/** The password policy as the own password change shows it. */
export const passwordPolicyResponse = {
  type: 'object',
  required: ['largoMinimo', 'externo'],
  additionalProperties: true,
  properties: { largoMinimo: { type: 'integer' }, externo: { type: 'boolean', description: 'Las contraseñas se cambian en el proveedor externo' } },
} as const;

/** The own password changed: the message to show (every session of the user ended). */
export const passwordChangedResponse = {
  type: 'object',
  required: ['mensaje'],
  additionalProperties: true,
  properties: { mensaje: { type: 'string' } },
} as const;
