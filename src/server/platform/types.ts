import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Metrics } from './metrics/registry';
import type { ContextRow } from './db/schema';
import type { InstanceState } from './plugins/instanceState';
import type { operations } from '../../shared/generated/contract';
import type { UpdateStore } from './storage/updateStore';
import type { DigestCache } from './storage/sha256';

// What accounts adds (the session store, the request's principal) is declared in accounts/requestTypes.ts.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The app's Prometheus metrics (metrics/registry.ts). */
    metrics: Metrics;
    /** The clock of the server; tests replace it to travel in time. */
    now(): number;
    /** Stopping or not, leading the jobs or not: what /readyz reports. */
    instanceState: InstanceState;
    /** Where update files live (plugins/storage.ts), and the digests of those files. */
    updateStore: UpdateStore;
    updateDigests: DigestCache;
    /** The OpenID Provider's end-session URL for a logout, when one is configured and offers it (sso/). */
    ssoEndSessionUrl?: (request: FastifyRequest) => Promise<string | undefined>;
  }
  interface FastifyContextConfig {
    /** The operation's body is raw bytes (application/octet-stream), kept as a Buffer (plugins/routeOptions.ts). */
    binaryBody?: boolean;
  }
  interface FastifyRequest {
    /** The context named by the request, once the guard has checked the user may see it. */
    context?: ContextRow;
    /** The body as it was sent, which agent signatures cover. */
    rawBody?: string | Buffer;
    /** A signed request's JSON body, kept as text until the guard has checked its signature. */
    jsonAwaitingSignature?: boolean;
    /**
     * Set by the guard on agent requests: what is wrong with their body (not JSON, missing, of
     * another media type) is answered only once the signature over it was checked, so a forged
     * request gets its 401 whatever its body holds.
     */
    bodySigned?: boolean;
    /** The reply a signed request's body earned, sent by the guard once the signature is valid. */
    bodyRejection?: { status: 400 | 415; message: string };
  }
}

/** An operationId of openapi.yaml. */
export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]['parameters'];
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;
/** Node hands header names over in lower case, whatever case the contract writes them in. */
type LowerCaseKeys<T> = { [Name in keyof T as Lowercase<Name & string>]: T[Name] };

/**
 * The request of an operation as the validation leaves it. Only JSON bodies are typed: multipart
 * uploads are streamed by their handler and have no parsed body.
 */
export interface RequestOf<K extends OperationId> {
  Querystring: NonNullable<Parameters<K>['query']>;
  Params: NonNullable<Parameters<K>['path']>;
  Headers: LowerCaseKeys<NonNullable<Parameters<K>['header']>>;
  Body: JsonContent<NonNullable<operations[K]['requestBody']>>;
}

type Responses<K extends OperationId> = operations[K]['responses'];
/** The JSON body of an operation's success reply (200 or 201). */
export type ReplyOf<K extends OperationId> =
  | JsonContent<Responses<K> extends { 200: infer R } ? R : never>
  | JsonContent<Responses<K> extends { 201: infer R } ? R : never>;

/**
 * The handler of one operation: its success body is returned, every other reply (an error, a file)
 * is sent on `reply`, and the sent reply is returned instead.
 */
export type Handler<K extends OperationId> = (
  request: FastifyRequest<RequestOf<K>>,
  reply: FastifyReply,
) => Promise<Exclude<ReplyOf<K>, undefined> | FastifyReply>;

/** Handlers for some operations, keyed by operationId. */
export type HandlersOf<K extends OperationId> = { [Id in K]: Handler<Id> };

/** One handler per operation of the contract, no more and no less. */
export type Handlers = HandlersOf<OperationId>;

export function contextOf(request: Pick<FastifyRequest, 'context'>): ContextRow {
  if (!request.context) throw new Error('handler reached without a checked context');
  return request.context;
}
