import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/texts/serverMessages';

/**
 * Parses JSON (and plain text) bodies and keeps the raw text, which agent signatures are computed
 * over. Broken JSON is a 400; on a signed (agent) request that reply waits on the request until the
 * guard has checked the signature, so a forged request gets its 401 whatever its body holds.
 */
async function rawJsonParser(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('invalid JSON') as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      if (!request.bodySigned) return done(error, undefined);
      request.bodyRejection = { status: 400, message: messages.invalidJson };
      done(null, undefined);
    }
  });
  // Fastify's own text parser, but keeping the text too: a signed request of the wrong media type
  // is then checked like any other and, when genuine, told about its media type (415), not a 401.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = typeof body === 'string' ? body : body.toString('utf8');
    done(null, request.rawBody);
  });
}

export default fp(rawJsonParser, { name: 'raw-json' });
