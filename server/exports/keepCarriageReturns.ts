/**
 * exceljs writes a carriage return into the XML as it is, and every XML parser (Excel's, LibreOffice's,
 * exceljs' own) turns a raw CR, or CR LF, into LF when it reads the file (XML 1.0 §2.11): a text
 * `'\r=1+1'` would come back `'\n=1+1'`. A character reference (`&#xD;`) is not
 * normalised, so the exported text is the stored text; Excel reads it as a CR. Chosen over the
 * OOXML escape `_x000D_`, which exceljs' reader decodes only in shared strings (the table the
 * streaming export does not keep in memory) and some readers show as typed (docs/decisions.md).
 *
 * exceljs has no option for this, so its encoder is wrapped once, for every workbook the process
 * writes. The wrapper only rewrites CRs, which the original encoder leaves untouched.
 */
const WRAPPED = Symbol.for('backoffice.xlsx.keepCarriageReturns');

/** Wraps exceljs' XML text encoder so a CR is written as `&#xD;`; idempotent. */
export async function keepCarriageReturns(): Promise<void> {
  const { default: utils } = await import('exceljs/lib/utils/utils.js');
  const encode = utils.xmlEncode as typeof utils.xmlEncode & { [WRAPPED]?: true };
  if (encode[WRAPPED]) return;
  const wrapped = (text: string) => {
    const xml = encode(text);
    return xml.includes('\r') ? xml.replace(/\r/g, '&#xD;') : xml;
  };
  utils.xmlEncode = Object.assign(wrapped, { [WRAPPED]: true as const });
}
