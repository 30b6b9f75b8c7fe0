/** Date conventions of the whole UI (SHR, WID-15, WID-16). */

/** Display and entry format (WID-16, CST-56), in date-fns tokens. */
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
/** Display and entry format of a date with time (the spec's format plus 24-hour time). */
export const DISPLAY_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
/** Date pickers start the week on Monday (WID-16, CST-57); date-fns `weekStartsOn` value. */
export const WEEK_STARTS_ON = 1 as const;
/** Dates in this year or earlier are placeholders and display blank (WID-15, CST-58). */
export const BLANK_DATE_MAX_YEAR = 1800;
/** Stored form of a date (JSON Schema `format: date`). */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';
