import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { contractDocumentAt } from '../contractDocument';
import { specificationPath } from '../paths';
import type { Handlers } from '../types';
import { methodNotAllowedRoutes } from './methodNotAllowed';

/**
 * The routes openapi-glue makes of the contract, made once per process and handlers: it validates
 * the whole document against the OpenAPI schema and resolves its references for every app, a good
 * part of an app's start in the server tests, which build one per test server (as the parsed
 * contract and the compiled validators, kept once too). Recorded on a scratch instance whose
 * `route` keeps what the plugin hands it; each app then adds copies of those.
 */
const recorded = new WeakMap<Handlers, Promise<RouteOptions[]>>();

function contractRoutes(handlers: Handlers): Promise<RouteOptions[]> {
  let routes = recorded.get(handlers);
  if (!routes) {
    routes = (async () => {
      const kept: RouteOptions[] = [];
      const scratch = Fastify();
      await scratch.register(async (scope) => {
        // Inherited by the plugin's own child instance, whose `route` calls add the operations.
        scope.route = ((options: RouteOptions) => {
          kept.push(options);
          return scope;
        }) as typeof scope.route;
        // openapi-glue copies the document before it resolves its references, so the parsed one stays as read.
        await scope.register(openapiGlue, {
          specification: contractDocumentAt(specificationPath),
          serviceHandlers: handlers,
        });
      });
      await scratch.close();
      return kept;
    })();
    recorded.set(handlers, routes);
  }
  return routes;
}

/**
 * Every operation of openapi.yaml as a route, validated against the contract, answered by its
 * handler (the capabilities' handlers, merged in src/server/handlers.ts and handed over by app.ts);
 * every other method of the contract's paths is answered with 405.
 */
export default async function apiRoutes(app: FastifyInstance, options: { handlers: Handlers }): Promise<void> {
  const addMethodNotAllowedRoutes = methodNotAllowedRoutes(app);
  const { handlers } = options;
  for (const route of await contractRoutes(handlers)) {
    // Each app takes the handlers as they are when it starts, as openapi-glue does (a test swaps one).
    const operationId = (route.schema as { operationId?: keyof Handlers } | undefined)?.operationId;
    const handler = operationId && typeof handlers[operationId] === 'function' ? handlers[operationId] : undefined;
    const bound = handler && ((handler as (...args: unknown[]) => unknown).bind(handlers) as RouteOptions['handler']);
    // The schema copied too: onRoute hooks change it in place (routeOptions.ts drops a raw body's).
    const schema = route.schema && { ...route.schema };
    app.route({ ...route, schema, ...(bound ? { handler: bound } : {}) });
  }
  addMethodNotAllowedRoutes();
}
