/**
 * The browser's phoneLibrary.ts (vite.config.ts alias): libphonenumber-js downloads on demand,
 * with the form widgets or when a list shows a phone column, not with the first screen.
 */
import type { PhoneParser } from './phoneLibrary';

let parser: PhoneParser | null = null;
let loading: Promise<void> | null = null;

/** The parser, or null while it is still downloading. */
export function phoneParser(): PhoneParser | null {
  return parser;
}

/** Null when the parser is there; else the download (started once; retried after a failure). */
export function loadPhoneParser(): Promise<void> | null {
  if (parser) return null;
  loading ??= import('libphonenumber-js/min').then(
    (library) => {
      parser = library.parsePhoneNumberFromString;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
