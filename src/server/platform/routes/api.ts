import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { contractDocumentAt } from '../contractDocument';
import { specificationPath } from '../paths';
import type { Handlers } from '../types';
import { methodNotAllowedRoutes } from './methodNotAllowed';

/**
 * Every operation of openapi.yaml as a route, validated against the contract, answered by its
 * handler (the capabilities' handlers, merged in src/server/handlers.ts and handed over by app.ts);
 * every other method of the contract's paths is answered with 405.
 */
export default async function apiRoutes(app: FastifyInstance, options: { handlers: Handlers }): Promise<void> {
  const addMethodNotAllowedRoutes = methodNotAllowedRoutes(app);
  // openapi-glue copies the document before it resolves its references, so the parsed one stays as read.
  await app.register(openapiGlue, {
    specification: contractDocumentAt(specificationPath),
    serviceHandlers: options.handlers,
  });
  addMethodNotAllowedRoutes();
}
