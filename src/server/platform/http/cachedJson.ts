import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the client's If-None-Match names this ETag (a list, weak tags and `*` included). */
function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * A reply the server holds as JSON text with an ETag: 304 without a body when the client's copy is
 * current, otherwise the text as it is (no second serialisation). `no-cache` lets a browser keep the
 * body but makes it ask again each time, so it gets the 304 and reuses what it has.
 */
export function sendJsonWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  body: () => string | Buffer,
) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (clientHas(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body());
}
