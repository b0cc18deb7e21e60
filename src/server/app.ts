import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { SessionStore } from './auth/sessions';
import { resolveSessionSecret, type Config } from './config';
import type { Db } from './db/connection';
import { handlers } from './handlers';
import { messages } from '../shared/texts/serverMessages';
import { registerErrorHandling } from './plugins/errors';
import { registerGuard } from './plugins/guard';
import { registerRawJsonParser } from './plugins/rawJson';
import { registerValidation } from './plugins/validation';
import './types';

export const repoRoot = path.resolve(__dirname, '../..');
export const specificationPath = path.join(repoRoot, 'openapi.yaml');

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA; served with a history fallback when the folder exists. */
  publicDir?: string;
  now?: () => number;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 8 * 1024 * 1024,
    ajv: {
      // Unknown properties must be refused with a 400, not silently dropped.
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        strict: false,
      },
    },
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('now', options.now ?? Date.now);
  app.decorate('sessions', new SessionStore(db, resolveSessionSecret(config), config.sessionHours * 3600 * 1000));

  registerErrorHandling(app);
  registerValidation(app);
  registerRawJsonParser(app);
  await app.register(cookie);
  // A tree of 50,000 registers is 7 MB of JSON and about a tenth of that gzipped. Only JSON replies
  // are compressed: update downloads keep their byte ranges, built assets come pre-compressed.
  await app.register(compress, {
    global: true,
    threshold: 2048,
    encodings: ['gzip', 'deflate'],
    customTypes: /^application\/json/,
  });
  await app.register(multipart, { limits: { files: 1, fileSize: config.uploadMaxBytes, fields: 10 } });

  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; body?: { content?: Record<string, unknown> } } | undefined;
    // Multipart bodies are streamed by the upload handler, not validated as JSON.
    if (schema?.body?.content && 'multipart/form-data' in schema.body.content) delete schema.body;
    // Agents call every few seconds; their requests would drown the log at info level.
    if (schema?.operationId?.startsWith('agent')) route.logLevel = 'warn';
    if (schema?.operationId === 'login') {
      route.config = {
        ...(route.config as object),
        rateLimit: { max: 30, timeWindow: '1 minute' },
      } as typeof route.config;
    }
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });

  registerGuard(app);
  await app.register(openapiGlue, { specification: specificationPath, serviceHandlers: handlers });

  const publicDir = options.publicDir;
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
    return reply.status(404).send({ message: messages.notFound });
  });

  return app;
}
