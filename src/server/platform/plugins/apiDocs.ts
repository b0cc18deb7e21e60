import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { contractDocumentAt } from '../contractDocument';

/** Where the API reference lives; `/json` and `/yaml` below it serve the contract itself. */
const apiDocsPrefix = '/api/docs';
/** docs/api-changelog.md beside the contract; info.description in openapi.yaml links to it. */
const changelogRoute = `${apiDocsPrefix}/changelog`;

export interface ApiDocsOptions {
  /** openapi.yaml: the reference shows the very file the server validates requests with. */
  specificationPath: string;
}

/**
 * The API reference for people who write agents and scripts against the console (Swagger UI).
 * It is public like the contract it documents: its routes carry no operationId, so the guard has
 * no rule for them and lets them pass. Every asset comes from node_modules, so the page works
 * without internet. Registered without fastify-plugin on purpose: the `swagger` decorator and the
 * UI's routes stay inside this plugin.
 */
export async function apiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  const { specificationPath } = options;
  await app.register(swagger, {
    mode: 'static',
    // A copy of the parsed contract: the plugin hands its document out as is (`app.swagger()`).
    specification: {
      document: structuredClone(contractDocumentAt(specificationPath)) as StaticDocumentSpec['document'],
    },
  });
  const { info } = app.swagger();
  await app.register(swaggerUi, {
    routePrefix: apiDocsPrefix,
    theme: { title: `${info.title} ${info.version}` },
    uiConfig: {
      // The page is the contract, not an explorer of other URLs: no top bar with a URL field.
      layout: 'BaseLayout',
      docExpansion: 'list',
      displayOperationId: true,
      defaultModelsExpandDepth: 0,
    },
  });
  // What changed per version, for client authors: read once, as the contract is (both ship together).
  const changelog = readFileSync(path.join(path.dirname(specificationPath), 'docs/api-changelog.md'), 'utf8');
  app.get(changelogRoute, async (_request, reply) => reply.type('text/markdown; charset=utf-8').send(changelog));
}
