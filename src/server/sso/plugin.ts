import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endSessionUrl } from './relyingParty';

/** Lets the logout (accounts/) send a session opened through the provider to its end-session URL. */
async function sso(app: FastifyInstance): Promise<void> {
  app.decorate('ssoEndSessionUrl', endSessionUrl);
}

export default fp(sso, { name: 'sso', dependencies: ['settings'] });
