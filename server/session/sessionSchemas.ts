/**
 * The answers of the session calls (sessionRoutes.ts). `Usuario` and `PermisosArea` are shared
 * (server/http/sharedSchemas.ts): four calls answer the user and the start call carries both.
 */
import { ref } from '../http/schemaRef';

const nullableText = { type: ['string', 'null'] } as const;

/** The user as the session tells it (SES-14, shape of SES-03): roles, the agency, the token's claims, teams, staff contact, settings. */
export const userResponse = {
  type: 'object',
  required: ['roles', 'id_crm_usuario', 'entidad', 'tokenApps', 'token', 'nombreUsuario', 'equipos', 'id_contacto', 'ajustes'],
  additionalProperties: true,
  properties: {
    roles: {
      type: 'array',
      items: { type: 'object', required: ['descripcion'], additionalProperties: true, properties: { descripcion: { type: 'string' } } },
    },
    id_crm_usuario: nullableText,
    entidad: {
      type: 'object',
      required: ['id_crm', 'descripcion', 'id_cliente'],
      additionalProperties: true,
      properties: {
        id_crm: { ...nullableText, description: 'La agencia del usuario (id de registro); null para el personal de la empresa' },
        descripcion: { type: 'string', description: 'Nombre de la agencia (o de la empresa)' },
        id_cliente: nullableText,
      },
    },
    tokenApps: { type: 'boolean', description: 'Sesión abierta con un token temporal (SES-10)' },
    token: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'Los registros del token temporal (ids) y sus nombres por id (`nombres`); null fuera del modo token',
    },
    nombreUsuario: { type: 'string' },
    equipos: { type: 'array', items: { type: 'integer' }, description: 'Equipos del usuario (ids de registro)' },
    id_contacto: { type: ['integer', 'null'], description: 'Contacto de personal del usuario' },
    ajustes: { type: 'object', additionalProperties: true, description: 'Ajustes del back-end que leen las guardas (p. ej. el logo por defecto)' },
  },
} as const;

/** The user's per-area permissions (SES-16). */
export const areaPermissionsResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: {
    datos: {
      type: 'array',
      items: {
        type: 'object',
        required: ['area', 'vigente', 'escritura'],
        additionalProperties: true,
        properties: {
          area: { type: 'string' },
          vigente: { type: 'boolean' },
          escritura: { type: 'boolean' },
          flags: { type: 'object', additionalProperties: { type: 'boolean' }, description: 'Marcas propias del área (SGC: prepara, revisa, aprueba)' },
        },
      },
    },
  },
} as const;

/** The browser's OIDC settings (`/api/public/config`). */
export const publicConfigResponse = {
  type: 'object',
  required: ['oidc', 'version', 'demo'],
  additionalProperties: true,
  properties: {
    oidc: {
      type: 'object',
      required: ['authority', 'clientId', 'scope'],
      additionalProperties: true,
      properties: { authority: { type: 'string' }, clientId: { type: 'string' }, scope: { type: 'string' } },
    },
    version: { type: 'string' },
    demo: { type: 'boolean' },
  },
} as const;

/** A temporary token's check (SES-08): one row while the token is valid. */
export const tokenCheckResponse = {
  type: 'array',
  items: {
    type: 'object',
    required: ['expires_at', 'id_cuenta_prospect_crm', 'usuario_sua', 'usuariosfa_ua'],
    additionalProperties: true,
    properties: {
      expires_at: { type: 'string', format: 'date-time' },
      id_cuenta_prospect_crm: nullableText,
      usuario_sua: nullableText,
      usuariosfa_ua: nullableText,
    },
  },
} as const;

export const idCrmResponse = {
  type: 'object',
  required: ['id_crm_usuario'],
  additionalProperties: true,
  properties: { id_crm_usuario: nullableText },
} as const;

/** The keepalive (SES-13), with the lookups' revision (a browser that sees it change reloads its combos). */
export const keepaliveResponse = {
  type: 'object',
  required: ['ok', 'combos'],
  additionalProperties: true,
  properties: { ok: { type: 'boolean' }, combos: { type: 'string', description: 'Revisión de los combos' } },
} as const;

/** The effective screen config (screens.config.json with the module folders merged; its meta-schema describes it). */
export const screensConfigResponse = { type: 'object', additionalProperties: true, description: 'Configuración de pantallas vigente' } as const;

/** The browser's start in one call (decision 119). */
export const sessionStartResponse = {
  type: 'object',
  required: ['usuario', 'permisos', 'demo', 'config'],
  additionalProperties: true,
  properties: {
    usuario: ref('Usuario'),
    permisos: ref('PermisosArea'),
    demo: { type: 'boolean' },
    config: {
      ...screensConfigResponse,
      description:
        'La configuración de pantallas; con `descritos`, solo esos módulos (y sus pantallas) completos y de los demás un esbozo: módulo `{ schema, access }`, pantalla `{ id, kind, module, path o paths }` (la completa: /api/config)',
    },
    descritos: {
      type: 'array',
      items: { type: 'string' },
      description: 'Los módulos que `config` describe completos (los de la pantalla que se abre, `ruta`); ausente: la configuración es completa',
    },
    pagina: {
      type: 'object',
      additionalProperties: true,
      description: 'La primera página de la lista que se abre: `{ modulo, parametros, respuesta }` (respuesta: PaginaLista)',
    },
  },
} as const;
