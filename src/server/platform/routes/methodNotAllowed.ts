import type { FastifyInstance, HTTPMethods } from 'fastify';
import { messages } from '../../../shared/texts/serverMessages';

/** The methods Fastify routes without being taught more; any of them may be asked of a contract path. */
const routableMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * Collects the methods the contract gives each path, as the routes of its operations are added, and
 * returns a function that then answers every other method of those paths with 405 and `Allow`.
 * Fastify answers HEAD for each GET route itself, so a path with GET allows HEAD too.
 */
export function methodNotAllowedRoutes(app: FastifyInstance): () => void {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!(route.schema as { operationId?: string } | undefined)?.operationId) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    if (methods.has('GET')) methods.add('HEAD');
    methodsByPath.set(route.url, methods);
  });
  return () => {
    for (const [url, methods] of methodsByPath) {
      const allow = routableMethods.filter((m) => methods.has(m)).join(', ');
      const others = routableMethods.filter((m) => !methods.has(m));
      app.route({
        method: others,
        url,
        exposeHeadRoute: false,
        // Answered before the body is read: a wrong method needs no look at what it carries.
        onRequest: async (_request, reply) => {
          await reply.status(405).header('allow', allow).send({ message: messages.methodNotAllowed });
        },
        handler: async () => undefined,
      });
    }
  };
}
