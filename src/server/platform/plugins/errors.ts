import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeValidationError, messages } from '../../../shared/texts/serverMessages';

export interface ErrorOptions {
  /**
   * The German messages of a body whose fields are valid but break a rule between them (a `not` at
   * the root of the body's schema); the capabilities' form checks, composed in src/server/bodyRules.ts.
   */
  bodyRuleProblems: (operationId: string | undefined, body: unknown) => string[];
}

/** Every failure becomes `{message}` in German; only a fault of our own is a 500. */
async function errorReplies(app: FastifyInstance, { bodyRuleProblems }: ErrorOptions): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const first = error.validation[0];
      if (error.validationContext === 'body' && first?.keyword === 'not' && first.instancePath === '') {
        const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
        const problems = bodyRuleProblems(operationId, request.body);
        if (problems.length > 0) return reply.status(400).send({ message: problems.join('\n') });
      }
      const detail = first
        ? describeValidationError(first as Parameters<typeof describeValidationError>[0], error.validationContext)
        : '';
      return reply.status(400).send({ message: detail ? `${messages.badRequest}: ${detail}` : messages.badRequest });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
    if (status === 415) return reply.status(415).send({ message: messages.unsupportedMediaType });
    if (status === 413) return reply.status(413).send({ message: messages.bodyTooLarge });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
          ? messages.invalidJson
          : status === 401
            ? messages.unauthorized
            : status === 403
              ? messages.forbidden
              : status === 404
                ? messages.notFound
                : messages.badRequest;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.internal });
  });
}

export default fp(errorReplies, { name: 'errors' });
