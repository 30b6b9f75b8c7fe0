/**
 * A JSON body that changes only when the server restarts with other settings (the public config,
 * the screen config): sent `no-cache` with a strong ETag, so the browser revalidates it on every
 * load and gets a body-less 304 while it is unchanged.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** A serialised body and its ETag, computed once. */
export interface VersionedJson {
  readonly body: string;
  readonly etag: string;
}

/** Serialises `value` once and hashes it. */
export function versionedJson(value: unknown): VersionedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** True when an If-None-Match header names `etag` (or `*`); weak forms match too (RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Replies 304 or the body, with `Cache-Control` (`no-cache`, or `private, no-cache` for per-user routes) and the ETag. */
export function sendVersioned(request: FastifyRequest, reply: FastifyReply, json: VersionedJson, cacheControl: 'no-cache' | 'private, no-cache'): FastifyReply {
  reply.header('Cache-Control', cacheControl).header('ETag', json.etag);
  if (matchesEtag(request.headers['if-none-match'], json.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}
