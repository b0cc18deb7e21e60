import type { SessionStore } from './sessions';

// What accounts puts on the app (the platform's own decorations are in platform/types.ts, the
// principal a request acts as in platform/principal.ts): the session store of the session plugin.
declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
}
