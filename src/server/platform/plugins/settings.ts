import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export interface SettingsOptions {
  config: Config;
  /** The clock; tests pass their own to travel in time. */
  now?: () => number;
}

/** The configuration and the clock every other part of the server reads. */
async function settings(app: FastifyInstance, options: SettingsOptions): Promise<void> {
  app.decorate('config', options.config);
  app.decorate('now', options.now ?? Date.now);
}

export default fp(settings, { name: 'settings' });
