import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared/texts/serverMessages';

const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const textOf = (body: string | Buffer) => (typeof body === 'string' ? body : body.toString('utf8'));

/**
 * Parses JSON (and plain text) bodies and keeps the raw body, which agent signatures are computed
 * over. Broken JSON is a 400. A signed (agent) request's body is not even parsed before the guard
 * has checked the signature (the guard then calls `parseSignedJson`), and what is wrong with it
 * (missing, of another media type) is answered only after that check: a forged request gets its
 * 401 whatever its body holds, and an unauthenticated body is never parsed.
 */
async function rawJsonParser(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = textOf(body);
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    if (request.bodySigned) {
      request.jsonAwaitingSignature = true;
      return done(null, text);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('invalid JSON') as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  // Fastify's own text parser, but keeping the text too: a signed request of the wrong media type
  // is then checked like any other and, when genuine, told about its media type (415), not a 401.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = textOf(body);
    done(null, request.rawBody);
  });
  // Any other media type (multipart keeps its own parser): 415 at once, as Fastify would answer,
  // except on a signed request, whose bytes are kept for the signature check and whose 415 waits
  // for it.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    if (!request.bodySigned) {
      const error = new Error('unsupported media type') as Error & { statusCode: number };
      error.statusCode = 415;
      return done(error, undefined);
    }
    request.rawBody = body;
    // An operation that takes raw bytes (routeOptions.ts) gets them as they are.
    const bytes =
      request.routeOptions.config.binaryBody === true && mediaTypeOf(request) === 'application/octet-stream';
    if (!bytes) request.bodyRejection ??= { status: 415, message: messages.unsupportedMediaType };
    done(null, body);
  });
}

/** Parses a signed request's JSON body once its signature was found valid; false when it is no JSON. */
export function parseSignedJson(request: FastifyRequest): boolean {
  if (!request.jsonAwaitingSignature) return true;
  request.jsonAwaitingSignature = false;
  try {
    request.body = JSON.parse(textOf(request.rawBody ?? ''));
    return true;
  } catch {
    return false;
  }
}

export default fp(rawJsonParser, { name: 'raw-json' });
