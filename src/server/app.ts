import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './platform/config';
import type { Db } from './platform/db/connection';
import { messages } from '../shared/texts/serverMessages';
import { clientErrorHandler, frameworkErrors, maxPathParameterLength } from './platform/frameworkErrors';
import db from './platform/plugins/db';
import errors from './platform/plugins/errors';
import { bodyRuleProblems } from './bodyRules';
import guard from './guard';
import previewOperations from './accounts/previewOperations';
import bearerTokens from './tokens/plugin';
import metrics from './platform/plugins/metrics';
import { agentCounts, closeHeartbeatLiveness, heartbeatLiveness } from './fleet';
import { actionSignals, closeActionSignals, releaseActionWaiters } from './actions';
import { closeAccessWatch, closeLiveHub, closeLivePublisher, livePublisher } from './live';
import instanceState from './platform/plugins/instanceState';
import rawJson from './platform/plugins/rawJson';
import routeOptions from './platform/plugins/routeOptions';
import session from './accounts/plugin';
import { ssoPlugin } from './sso';
import settings from './platform/plugins/settings';
import { securityHeaderOptions, strictTransportOverTls } from './platform/security/headers';
import { databaseRateLimitStore } from './platform/security/rateLimitStore';
import validation from './platform/plugins/validation';
import apiRoutes from './platform/routes/api';
import { handlers } from './handlers';
import metricsRoute from './platform/routes/metrics';
import { apiDocs } from './platform/plugins/apiDocs';
import spaRoutes from './platform/routes/spa';
import storage from './platform/plugins/storage';
import type { UpdateStore } from './platform/storage/updateStore';
import { fastifyTrustProxy } from './platform/trustProxy';
import { redactingLogger } from './platform/requestLog';
import './platform/types';

import { specificationPath } from './platform/paths';

export { repoRoot, specificationPath } from './platform/paths';

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA; served with a history fallback when the folder exists. */
  publicDir?: string;
  now?: () => number;
  /** The store of update files; made from `config.storage` when not given. */
  store?: UpdateStore;
}

/** External plugins first, then the server's own (each declares what it needs), then the routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The CSV export writes times as the report table shows them; a server usually runs in UTC, its
  // operators do not. Node reads TZ anew when it changes, so every later date uses this zone.
  process.env.TZ = config.timeZone;
  const app = Fastify({
    // Query strings may carry secrets (a token, the SSO callback's code): the log keeps only their names.
    logger: redactingLogger(options.logger ?? false),
    // Forwarded headers only from the configured proxies: the login throttles count per address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 8 * 1024 * 1024,
    routerOptions: { maxParamLength: maxPathParameterLength },
    frameworkErrors,
    clientErrorHandler,
    // While it closes, a request that still arrives on an open connection is answered as usual (with
    // `Connection: close`, plugins/instanceState.ts) instead of Fastify's bare English 503.
    return503OnClosing: false,
  });

  // Security headers (policy in security/headers.ts) go first: helmet sets them in an onRequest hook,
  // and a later hook that answers early (the guard's 401, rate limit's 429) would skip it otherwise.
  // Helmet's middleware is built once here; @fastify/helmet built it anew for every request (3–4 %
  // of an agent's unchanged due-update check).
  const securityHeaders = helmet(securityHeaderOptions);
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  app.addHook('onRequest', strictTransportOverTls);
  // Behind a load balancer every reply names the instance that answered it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-instance', config.instanceId);
  });
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
  // Ours, but it must see every route before rate-limit does (it sets the login's limit).
  await app.register(routeOptions);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so every instance on it shares the limits (the login's per address).
    store: databaseRateLimitStore(options.db),
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });

  await app.register(settings, { config, now: options.now });
  // Stopping and leading, for /readyz; replies close their connection once the instance stops.
  await app.register(instanceState);
  await app.register(db, { db: options.db });
  // The batched last-seen times still pending are written before the database closes.
  app.addHook('onClose', () => closeHeartbeatLiveness(options.db));
  // Agents' held action checks: listening (PostgreSQL) from the start, answered before the instance
  // closes (they ask again, of another instance), the listening connection returned before the pool closes.
  app.addHook('onReady', async () => void actionSignals(options.db));
  app.addHook('preClose', () => releaseActionWaiters(options.db));
  app.addHook('onClose', () => closeActionSignals(options.db));
  // The browsers' live streams end before the instance closes (they reconnect to another one and
  // resume); the events still pending are written, then the hub stops reading.
  livePublisher(options.db);
  app.addHook('preClose', async () => closeAccessWatch(app));
  app.addHook('onClose', async () => {
    await closeLivePublisher(options.db);
    await closeLiveHub(options.db);
  });
  // Update files: a folder or S3, as configured (or the store the caller made).
  await app.register(storage, { store: options.store });
  // Before the routes, so its reply timing sees every one of them.
  await app.register(metrics, { agentCounts, livenessWrittenUpTo: (db) => heartbeatLiveness(db).writtenUpTo() });
  await app.register(session);
  await app.register(ssoPlugin);
  await app.register(errors, { bodyRuleProblems });
  await app.register(validation);
  await app.register(rawJson);
  // API tokens for programs: the guard asks it about every `Authorization: Bearer` call.
  await app.register(bearerTokens);
  await app.register(guard);

  await app.register(previewOperations);
  await app.register(apiRoutes, { handlers });
  await app.register(apiDocs, { specificationPath });
  await app.register(metricsRoute);
  await app.register(spaRoutes, { publicDir: options.publicDir });
  return app;
}
