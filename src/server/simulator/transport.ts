import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import { agentHeaders } from '../agent';

export interface AgentReply {
  status: number;
  /** The instance that answered (its X-Instance header), when several run behind a proxy. */
  instance: string | null;
  /** The reply's ETag, which the agent sends back as If-None-Match on its next due-update check. */
  etag: string | null;
  body: Buffer;
  /** A redirect's target (S3 storage answers an update download with a presigned URL). */
  location: string | null;
  json<T>(): T;
}

/** How the simulator reaches the server: over HTTP, or in-process when the server runs it itself. */
export type Transport = (
  method: 'GET' | 'POST' | 'PUT',
  pathWithQuery: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) => Promise<AgentReply>;

function reply(status: number, instance: unknown, body: Buffer, etag?: unknown, location?: unknown): AgentReply {
  return {
    status,
    instance: typeof instance === 'string' ? instance : null,
    etag: typeof etag === 'string' ? etag : null,
    body,
    location: typeof location === 'string' ? location : null,
    json: <T>() => JSON.parse(body.toString('utf8')) as T,
  };
}

/**
 * Real HTTP with kept-alive connections, at most `maxSockets` of them: a fleet of thousands of agents
 * would otherwise pay a TCP handshake per heartbeat, which is not what the server sees from agents
 * that each hold their connection.
 */
export function httpTransport(baseUrl: string, maxSockets = 64): Transport {
  const base = new URL(baseUrl.replace(/\/$/, ''));
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets });
  const prefix = base.pathname === '/' ? '' : base.pathname;
  return (method, pathWithQuery, headers, body) =>
    new Promise<AgentReply>((resolve, reject) => {
      const request = client.request(
        {
          agent,
          method,
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: prefix + pathWithQuery,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve(
              reply(
                response.statusCode ?? 0,
                response.headers['x-instance'],
                Buffer.concat(chunks),
                response.headers.etag,
                response.headers.location,
              ),
            ),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

export function injectTransport(app: FastifyInstance): Transport {
  return async (method, pathWithQuery, headers, body) => {
    const response = await app.inject({ method, url: pathWithQuery, headers, payload: body });
    return reply(
      response.statusCode,
      response.headers['x-instance'],
      response.rawPayload,
      response.headers.etag,
      response.headers.location,
    );
  };
}

/** An agent of one context: every request signed with the context's secret, as the agent API demands. */
export class AgentClient {
  constructor(
    private readonly transport: Transport,
    readonly contextKey: string,
    private readonly secret: string,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  get(pathWithQuery: string, headers: Record<string, string> = {}): Promise<AgentReply> {
    const signed = agentHeaders(this.contextKey, this.secret, 'GET', pathWithQuery, '', this.nowSeconds());
    return this.transport('GET', pathWithQuery, { ...headers, ...signed });
  }

  /** A binary upload (a collected log bundle), signed over its bytes. */
  put(pathWithQuery: string, body: Buffer): Promise<AgentReply> {
    const signed = agentHeaders(this.contextKey, this.secret, 'PUT', pathWithQuery, body, this.nowSeconds());
    return this.transport('PUT', pathWithQuery, { ...signed, 'content-type': 'application/octet-stream' }, body);
  }

  post(pathWithQuery: string, payload: object): Promise<AgentReply> {
    const body = JSON.stringify(payload);
    const signed = agentHeaders(this.contextKey, this.secret, 'POST', pathWithQuery, body, this.nowSeconds());
    return this.transport('POST', pathWithQuery, { ...signed, 'content-type': 'application/json' }, body);
  }
}
