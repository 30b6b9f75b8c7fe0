/**
 * Sends another route's answer as it came (`app.inject`): its status and its JSON body, already
 * serialised, so the calling route's response schema documents the answer without serialising it
 * again. `reply` is any route's reply: a typed route's reply only takes its declared statuses.
 */
import type { FastifyReply } from 'fastify';

export function relay(reply: unknown, status: number, body: string): FastifyReply {
  return (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send(body);
}
