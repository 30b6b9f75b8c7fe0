/**
 * Displays of link-list columns, by the name a schema gives in a column's `display`: a function of
 * the values of the column's `from` fields (in order) that returns the cell's text. Built in:
 * `bankAccountName`, the bank account's name `12345 - USD` (BAC-04, CST-79). Registering a name
 * twice throws; an unknown name is a start-up problem of the schema that names it.
 */
import { formatBankAccountName } from '../format/formatBankAccountName';

/** The cell's text from the named fields' values. */
export type ColumnDisplay = (...values: unknown[]) => string;

const displays = new Map<string, ColumnDisplay>([['bankAccountName', formatBankAccountName]]);

/** Registers a display; a name registered twice throws. */
export function registerColumnDisplay(name: string, display: ColumnDisplay): void {
  if (displays.has(name)) throw new Error(`La presentación de columna '${name}' ya está registrada`);
  displays.set(name, display);
}

/** True when `name` is registered. */
export const hasColumnDisplay = (name: string): boolean => displays.has(name);

/** The display `name`; an unknown name throws naming who referenced it. */
export function columnDisplay(name: string, referencedBy = 'el esquema'): ColumnDisplay {
  const display = displays.get(name);
  if (!display) throw new Error(`La presentación de columna '${name}' referenciada en ${referencedBy} no está registrada`);
  return display;
}
