import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';

/** The database the caller opened (and closes); repositories reach it through `app.db`. */
async function database(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.decorate('db', options.db);
}

export default fp(database, { name: 'db' });
