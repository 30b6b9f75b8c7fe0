/**
 * Rules of a contact on an opportunity, a passenger (COP-04): the contact's own rules, the same
 * definitions with the same messages (schemas/contacto/contacto.rules.ts), run on the passenger's
 * contact fields by the form and, authoritatively, by the server on save (token sessions too):
 * CON-29 the company-domain e-mail, CON-30 the document of another contact (the linked contact is
 * the same person), CON-32 the passport dates, CON-33 the CUIT/CUIL check digit (its required
 * number is the schema's `if`/`then`). CON-34's required fields are the schema's.
 */
import { correoEmpresaRule, cuitDocumentoRule, documentoDeOtroContactoRule, fechasPasaporteRule } from '../contacto/contacto.rules';
import type { RuleDefinition } from '../../engine/core/validators';

export const rules: RuleDefinition[] = [
  correoEmpresaRule('contactooportunidad.correoEmpresa'),
  documentoDeOtroContactoRule('contactooportunidad.documentoContacto', 'contacto'),
  fechasPasaporteRule('contactooportunidad.fechasPasaporte'),
  cuitDocumentoRule('contactooportunidad.cuitDocumento'),
];
