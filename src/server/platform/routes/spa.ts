import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/replies';

/**
 * The built SPA, when its folder exists, and the 404 of everything else. Not encapsulated: the
 * not-found handler must answer for the whole server.
 */
async function spaRoutes(app: FastifyInstance, options: { publicDir?: string }): Promise<void> {
  const { publicDir } = options;
  const spa = publicDir && fs.existsSync(path.join(publicDir, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, { root: publicDir, preCompressed: true, wildcard: false, index: false });
  }
  // With `wildcard: false` every built file has its own route; anything else that is not API or an
  // asset is a page URL of the history-mode SPA, answered with its index.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (spa && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return notFound(reply);
  });
}

export default fp(spaRoutes, { name: 'spa', dependencies: ['errors'] });
