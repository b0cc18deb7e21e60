import type { FastifyInstance } from 'fastify';
import { agentHeaders } from '../agent/signature';

export interface AgentReply {
  status: number;
  body: Buffer;
  json<T>(): T;
}

/** How the simulator reaches the server: over HTTP, or in-process when the server runs it itself. */
export type Transport = (
  method: 'GET' | 'POST',
  pathWithQuery: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<AgentReply>;

function reply(status: number, body: Buffer): AgentReply {
  return { status, body, json: <T>() => JSON.parse(body.toString('utf8')) as T };
}

export function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return async (method, pathWithQuery, headers, body) => {
    const response = await fetch(base + pathWithQuery, { method, headers, body });
    return reply(response.status, Buffer.from(await response.arrayBuffer()));
  };
}

export function injectTransport(app: FastifyInstance): Transport {
  return async (method, pathWithQuery, headers, body) => {
    const response = await app.inject({ method, url: pathWithQuery, headers, payload: body });
    return reply(response.statusCode, response.rawPayload);
  };
}

/** An agent of one context: every request signed with the context's secret, as the agent API demands. */
export class AgentClient {
  constructor(
    private readonly transport: Transport,
    private readonly contextKey: string,
    private readonly secret: string,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  get(pathWithQuery: string, headers: Record<string, string> = {}): Promise<AgentReply> {
    const signed = agentHeaders(this.contextKey, this.secret, 'GET', pathWithQuery, '', this.nowSeconds());
    return this.transport('GET', pathWithQuery, { ...headers, ...signed });
  }

  post(pathWithQuery: string, payload: object): Promise<AgentReply> {
    const body = JSON.stringify(payload);
    const signed = agentHeaders(this.contextKey, this.secret, 'POST', pathWithQuery, body, this.nowSeconds());
    return this.transport('POST', pathWithQuery, { ...signed, 'content-type': 'application/json' }, body);
  }
}
