import type { FastifyRequest } from 'fastify';
import type { Principal, RequestToken } from '../platform/principal';

/** A bearer token's verdict: who the call acts as, or the German reason for its 401. */
export type BearerOutcome = { principal: Principal; token: RequestToken; readOnly: boolean } | { refusal: string };

/** A token call counted against its token's limit per minute. */
export interface TokenCallCount {
  exceeded: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the minute's window ends (the `Retry-After` of a refused call). */
  resetSeconds: number;
}

/** The bearer check the tokens plugin gives the guard. */
export interface BearerTokens {
  authenticate(request: FastifyRequest, token: string): Promise<BearerOutcome>;
  /** Counts a call of a token the guard let in (`request.token`), on every instance together. */
  count(request: FastifyRequest): Promise<TokenCallCount>;
  /** The keyed hash a new token is stored as. */
  hash(token: string): string;
}

// What the tokens capability puts on the app: the bearer check the guard calls (the token a request
// came with is the platform's, platform/principal.ts).
declare module 'fastify' {
  interface FastifyInstance {
    bearerTokens: BearerTokens;
  }
}
