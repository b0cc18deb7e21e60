import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endSessionUrl } from './relyingParty';
import { endPasswordAccess } from './passwordLoginOff';

/**
 * Lets the logout (accounts/) send a session opened through the provider to its end-session URL;
 * with password login off, ends at the start what a password opened before (./passwordLoginOff.ts).
 */
async function sso(app: FastifyInstance): Promise<void> {
  app.decorate('ssoEndSessionUrl', endSessionUrl);
  app.addHook('onReady', async () => {
    await endPasswordAccess(app);
  });
}

export default fp(sso, { name: 'sso', dependencies: ['settings', 'db'] });
