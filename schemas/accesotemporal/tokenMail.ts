/**
 * The message a token tool sends (TOK-04): the template as first stored (an admin may change the row
 * later, `mail_templates`), and the values it is filled with. Every value is escaped by the mail port.
 */
import type { MailTemplateText } from '../../server/mail/renderTemplate';
import type { TokenTool } from './tokenRequest';
import { COMPANY_TIME_ZONE } from '../../engine/core/format/companyToday';

export const TOKEN_MAIL_TEMPLATE = 'accesotemporal.acceso';

export const tokenMailTemplate: MailTemplateText = {
  subject: 'Acceso temporal: {{motivo}}',
  body: [
    '<p>Hola {{nombre}}:</p>',
    '<p>{{remitente}} le envió un acceso temporal para {{tarea}} de la cuenta {{cuenta}}{{detalle}}.</p>',
    '<p><a href="{{enlace}}">Ingresar</a></p>',
    '<p>Si el enlace no abre, copie esta dirección en su navegador: {{enlace}}</p>',
    '<p>El acceso vence el {{vence}}.</p>',
  ].join('\n'),
};

/** What each tool's message says it is for. */
const PURPOSE: Record<TokenTool, { motivo: string; tarea: string }> = {
  devolucionIva: { motivo: 'Devolución de IVA', tarea: 'cargar los datos de la devolución de IVA' },
  cargaPax: { motivo: 'Gestión - Contactos', tarea: 'cargar los pasajeros y contactos' },
};

/** The expiry as people read it in Argentina: `06/12/2026 a las 00:23`. */
export function shownExpiry(date: Date): string {
  const day = new Intl.DateTimeFormat('es-AR', { timeZone: COMPANY_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('es-AR', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day} a las ${time}`;
}

export interface TokenMailFacts {
  readonly tool: TokenTool;
  readonly nombre: string;
  readonly remitente: string;
  readonly cuenta: string;
  readonly oportunidad: string | null;
  readonly enlace: string;
  readonly vence: Date;
}

/** The template's values for one token. */
export function tokenMailValues(facts: TokenMailFacts): Record<string, string> {
  return {
    ...PURPOSE[facts.tool],
    nombre: facts.nombre,
    remitente: facts.remitente,
    cuenta: facts.cuenta,
    detalle: facts.oportunidad ? `, oportunidad ${facts.oportunidad}` : '',
    enlace: facts.enlace,
    vence: shownExpiry(facts.vence),
  };
}
