import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RoutedOperation } from './preview';

// The operations the server routes, as the routes are added (the contract's, through
// fastify-openapi-glue): the permission preview lists exactly these, by method and path.

declare module 'fastify' {
  interface FastifyInstance {
    routedOperations: RoutedOperation[];
  }
}

async function previewOperations(app: FastifyInstance): Promise<void> {
  const routed: RoutedOperation[] = [];
  app.decorate('routedOperations', routed);
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId) return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside each GET one; the contract names only the GET.
      if (method === 'HEAD') continue;
      routed.push({ operationId, method, path: route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') });
    }
  });
}

export default fp(previewOperations, { name: 'preview-operations' });
