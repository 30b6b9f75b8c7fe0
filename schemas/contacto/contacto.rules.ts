/**
 * Business rules of contacts and passengers (CON-29…35), run by the contact form and, authoritatively,
 * by the server on save; the passenger form of an opportunity runs the same ones (COP-04).
 */
import { linkListPrincipalRule } from '../../engine/core/linkList/principalRule';
import { cuitRule } from '../../engine/core/rules/cuitRule';
import { datesInOrderRule } from '../../engine/core/rules/datesInOrderRule';
import { taxLookupRule } from '../../engine/core/rules/taxLookupRule';
import { UNIQUE_DEBOUNCE_MS } from '../../engine/core/unique/uniqueRules';
import type { CompanyConfig, RecordData, RuleDefinition } from '../../engine/core/validators';

/** The domain of an e-mail address (the part after the last `@`), lower case; '' when there is none. */
export function emailDomain(email: unknown): string {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
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

/*
 * The contact rules below are factories taking the registry name, so that every record holding a
 * person's contact fields (`email`, `cuenta`, `tipoDocumento`, `documento`, the passport dates) runs
 * the same rule with the same message: the contact itself, and a passenger entered on an
 * opportunity (COP-04, schemas/contactooportunidad).
 */

/** CON-29 as a rule named `name`: a company-domain e-mail of someone outside the company's account, said on `email`. */
export function correoEmpresaRule(name: string): RuleDefinition {
  return {
    name,
    fields: ['email', 'cuenta'],
    validate(record: RecordData, ctx) {
      if (!companyEmailRefused(record.email, record.cuenta, ctx.company)) return [];
      return [{ path: 'email', key: 'contacto.correoEmpresa', args: { dominio: ctx.company?.domain?.toLowerCase() ?? '' } }];
    },
  };
}

/** CON-32, CON-OP05 as a rule named `name`: shown on the expiry date; the save is refused with it (in the error summary). */
export function fechasPasaporteRule(name: string): RuleDefinition {
  return datesInOrderRule({ name, from: 'pasaporteEmision', to: 'pasaporteVencimiento', key: 'contacto.fechasPasaporte' });
}

/** Document types whose number is a CUIT (check digit verified, CON-33; the number itself is required, CON-OP06). */
export const CUIT_TYPES: ReadonlySet<string> = new Set(['CUIT', 'CUIL']);

/** CON-33 as a rule named `name`: with a CUIT/CUIL type, the document's check digit is verified. */
export function cuitDocumentoRule(name: string): RuleDefinition {
  return cuitRule('documento', { name, when: (record) => CUIT_TYPES.has(String(record.tipoDocumento ?? '')), reads: ['tipoDocumento'] });
}

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
  fill: ({ data }) =>
    data?.tipo === 'PAR' ? Object.fromEntries(Object.entries({ nombre: data.nombre, apellido: data.apellido }).filter(([, v]) => typeof v === 'string')) : {},
});

/** The contact's field whose `x-unique` says CON-30 (contacto.schema.json), and its message. */
const DOCUMENTO = { module: 'contacto', field: 'documento', key: 'contacto.documentoDuplicado' } as const;

/**
 * CON-30 for a person entered outside the contact form (COP-04: a passenger) as a rule named
 * `name`: a document some contact holds, other than the one the record links in `link` (the same
 * person), is refused with the contact's message. It asks the rules' `exists` port about the
 * contact's unique document (compared as its `x-unique` compares), and says nothing else: no holder,
 * no account. The server's answer on save is the authority; the browser asks only where it may
 * read the contacts (a token session may not: its save is answered by the server, shown under the
 * field) and says nothing when it cannot ask (COP-04 does not include CON-31).
 */
export function documentoDeOtroContactoRule(name: string, link: string): RuleDefinition {
  return {
    name,
    fields: [DOCUMENTO.field, link],
    debounceMs: UNIQUE_DEBOUNCE_MS,
    async validate(record: RecordData, ctx) {
      const documento = typeof record[DOCUMENTO.field] === 'string' ? String(record[DOCUMENTO.field]).trim() : '';
      if (!documento || (ctx.form && ctx.principal?.token)) return [];
      const linked = Number.isInteger(record[link]) ? Number(record[link]) : undefined;
      let taken: boolean;
      try {
        taken = await ctx.ports.exists(DOCUMENTO.module, DOCUMENTO.field, documento, linked);
      } catch (error) {
        if (ctx.form) return [];
        throw error;
      }
      return taken ? [{ path: DOCUMENTO.field, key: DOCUMENTO.key }] : [];
    },
  };
}

// CON-30: a second contact with the same document is refused by `x-unique` on `documento` (message `contacto.documentoDuplicado`).
export const rules: RuleDefinition[] = [
  correoEmpresaRule('contacto.correoEmpresa'),
  fechasPasaporteRule('contacto.fechasPasaporte'),
  cuitDocumentoRule('contacto.cuitDocumento'),
  padron,
  linkListPrincipalRule({ field: 'notas', label: 'Documentos', policy: { principalPerType: 'tipoDocumento' } }),
];
