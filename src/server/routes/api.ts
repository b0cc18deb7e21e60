import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { specificationPath } from '../paths';
import { handlers } from '../handlers';

/** Every operation of openapi.yaml as a route, validated against the contract, answered by its handler. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(openapiGlue, { specification: specificationPath, serviceHandlers: handlers });
}
