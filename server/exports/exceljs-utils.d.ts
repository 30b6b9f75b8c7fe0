/**
 * The one internal of exceljs 4 that server/exports/keepCarriageReturns.ts touches: the text
 * encoder every writer (cells, shared strings, attributes) calls before a value enters the XML.
 */
declare module 'exceljs/lib/utils/utils.js' {
  const utils: { xmlEncode(text: string): string };
  export default utils;
}
