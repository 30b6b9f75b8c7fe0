/**
 * The company's calendar day. The staff work in Buenos Aires, so "today" and "tomorrow" of a date
 * rule (a fee edited from tomorrow on, FEE-16; an expired card) are Buenos Aires days on the server
 * and in every browser alike: between 21:00 and midnight there, a server on UTC would otherwise
 * already count the next day and refuse the date the form accepted.
 */
export const COMPANY_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dayInCompany = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/**
 * The company's day at `now`, as local midnight of that calendar day in the runtime's zone (what the
 * rules' `toIsoDate`, `addDays` and `getMonth` read).
 */
export function companyToday(now: Date = new Date()): Date {
  const parts = Object.fromEntries(dayInCompany.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  return new Date(parts.year, parts.month - 1, parts.day);
}
