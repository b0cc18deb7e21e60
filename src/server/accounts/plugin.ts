import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionStore } from './sessions';
import { resolveSessionSecret } from '../platform/config';

/** The login sessions, kept in the database and named by the session cookie. */
async function sessions(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  app.decorate('sessions', new SessionStore(db, resolveSessionSecret(config), config.sessionHours * 3600 * 1000));
}

export default fp(sessions, { name: 'session', dependencies: ['settings', 'db', '@fastify/cookie'] });
