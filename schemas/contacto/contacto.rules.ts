/** Business rules of contacts and passengers (CON-29…35), run by the contact form and, authoritatively, by the server on save. */
import { linkListPrincipalRule } from '../../engine/core/linkList/principalRule';
import { cuitRule } from '../../engine/core/rules/cuitRule';
import { datesInOrderRule } from '../../engine/core/rules/datesInOrderRule';
import { taxLookupRule } from '../../engine/core/rules/taxLookupRule';
import type { CompanyConfig, RecordData, RuleDefinition } from '../../engine/core/validators';

/** The domain of an e-mail address (the part after the last `@`), lower case; '' when there is none. */
export function emailDomain(email: unknown): string {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/**
 * CON-29, CON-OP01: true when the e-mail is in the company's own domain (case-insensitive) and the
 * contact does not belong to the company's own account. Nothing is refused while no domain is configured.
 */
export function companyEmailRefused(email: unknown, cuenta: unknown, company: CompanyConfig | undefined): boolean {
  const domain = company?.domain?.trim().toLowerCase();
  if (!domain || emailDomain(email) !== domain) return false;
  return company?.account === undefined || Number(cuenta) !== company.account;
}

const correoEmpresa: RuleDefinition = {
  name: 'contacto.correoEmpresa',
  fields: ['email', 'cuenta'],
  validate(record: RecordData, ctx) {
    if (!companyEmailRefused(record.email, record.cuenta, ctx.company)) return [];
    return [{ path: 'email', key: 'contacto.correoEmpresa', args: { dominio: ctx.company?.domain?.toLowerCase() ?? '' } }];
  },
};

/** CON-32, CON-OP05: shown on the expiry date; the save is refused with it (in the error summary). */
const fechasPasaporte = datesInOrderRule({ name: 'contacto.fechasPasaporte', from: 'pasaporteEmision', to: 'pasaporteVencimiento', key: 'contacto.fechasPasaporte' });

/** Document types whose number is a CUIT (check digit verified, CON-33; the number itself is required, CON-OP06). */
export const CUIT_TYPES: ReadonlySet<string> = new Set(['CUIT', 'CUIL']);

const cuitDocumento = cuitRule('documento', {
  name: 'contacto.cuitDocumento',
  when: (record) => CUIT_TYPES.has(String(record.tipoDocumento ?? '')),
  reads: ['tipoDocumento'],
});

/** CON-35, CST-23: the register is asked about a document of 7 digits or more (a DNI, a CUIT/CUIL). */
export function contactDocumentLooksUp(documento: string): boolean {
  return /^\d{7,}$/.test(documento);
}

/**
 * CON-35, CON-31, CON-OP11 (browser; on save the server asks the register itself): a document the
 * register knows marks `validoDocumento` and fills an empty name and surname of a person; an unknown
 * one is not validated; a failed call says `Ocurrio un error al verificar los datos a ingresar.` and
 * "Guardar" asks the user to confirm with it; the save goes on when they do.
 */
export const padron = taxLookupRule({
  name: 'contacto.padron',
  applies: contactDocumentLooksUp,
  path: (documento) => `contactos/padron/${documento}`,
  errorKey: 'contacto.verificarError',
  confirmOnFailure: true,
  fill: ({ data }) => (data?.tipo === 'PAR' ? Object.fromEntries(Object.entries({ nombre: data.nombre, apellido: data.apellido }).filter(([, v]) => typeof v === 'string')) : {}),
});

// CON-30: a second contact with the same document is refused by `x-unique` on `documento` (message `contacto.documentoDuplicado`).
export const rules: RuleDefinition[] = [
  correoEmpresa,
  fechasPasaporte,
  cuitDocumento,
  padron,
  linkListPrincipalRule({ field: 'notas', label: 'Documentos', policy: { principalPerType: 'tipoDocumento' } }),
];
