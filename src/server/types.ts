import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './auth/principal';
import type { SessionStore } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { ContextRow } from './db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    sessions: SessionStore;
    /** The clock of the server; tests replace it to travel in time. */
    now(): number;
  }
  interface FastifyRequest {
    principal?: Principal;
    /** The context named by the request, once the guard has checked the user may see it. */
    context?: ContextRow;
    /** The unparsed JSON body, which agent signatures cover. */
    rawBody?: string;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

/** The principal of a request that passed the session guard. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('handler reached without a session');
  return request.principal;
}

export function contextOf(request: FastifyRequest): ContextRow {
  if (!request.context) throw new Error('handler reached without a checked context');
  return request.context;
}
