import { describe, expect, it } from 'vitest';
import { issueTicket, ticketUser, TICKET_TTL_SECONDS } from './loginTicket';

const KEY = 'k'.repeat(43);

describe('the change-password ticket of a sign-in (decision 154)', () => {
  it('proves the user for its own interaction until it expires', () => {
    const now = Date.UTC(2026, 10, 29, 3, 0, 0);
    const ticket = issueTicket(KEY, 'uid-1', 42, now);
    expect(ticketUser(KEY, 'uid-1', ticket, now)).toBe(42);
    expect(ticketUser(KEY, 'uid-1', ticket, now + (TICKET_TTL_SECONDS - 1) * 1000)).toBe(42);
    expect(ticketUser(KEY, 'uid-1', ticket, now + TICKET_TTL_SECONDS * 1000)).toBeNull();
  });

  it('is worth nothing for another interaction, another key, another user or when malformed', () => {
    const ticket = issueTicket(KEY, 'uid-1', 42);
    expect(ticketUser(KEY, 'uid-2', ticket)).toBeNull();
    expect(ticketUser('x'.repeat(43), 'uid-1', ticket)).toBeNull();
    expect(ticketUser(KEY, 'uid-1', ticket.replace(/^42\./, '43.'))).toBeNull();
    for (const bad of [undefined, 42, '', 'a.b.c', `${'1'.repeat(300)}`, ['x']]) expect(ticketUser(KEY, 'uid-1', bad)).toBeNull();
  });
});
