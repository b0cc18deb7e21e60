import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { specificationPath } from '../paths';
import { handlers } from '../handlers';
import { methodNotAllowedRoutes } from './methodNotAllowed';

/**
 * Every operation of openapi.yaml as a route, validated against the contract, answered by its
 * handler; every other method of the contract's paths is answered with 405.
 */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  const addMethodNotAllowedRoutes = methodNotAllowedRoutes(app);
  await app.register(openapiGlue, { specification: specificationPath, serviceHandlers: handlers });
  addMethodNotAllowedRoutes();
}
