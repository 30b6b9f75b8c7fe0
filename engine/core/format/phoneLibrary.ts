/**
 * libphonenumber-js's parser, as formatPhone uses it (the Argentine area codes, international
 * numbers). On the server and in tests it is there at once; the browser build replaces this file
 * with phoneLibrary.browser.ts (vite.config.ts alias), which downloads it on demand, so that the
 * metadata (≈ 35 KB compressed) is not part of the first screen.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneParser = typeof parsePhoneNumberFromString;

/** The parser, or null while it is still downloading (browser only). */
export function phoneParser(): PhoneParser | null {
  return parsePhoneNumberFromString;
}

/** Null when the parser is there; else the download, which screens showing phones wait for. */
export function loadPhoneParser(): Promise<void> | null {
  return null;
}
