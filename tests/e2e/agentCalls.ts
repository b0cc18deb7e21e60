import type { APIRequestContext } from '@playwright/test';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/demoFleet';

/**
 * A signed request of an agent of a demo context (the demo's secrets are public, see the README), as
 * a store server or register sends it: what a spec needs that the simulated fleet does not do.
 */
export async function agentPost(request: APIRequestContext, contextKey: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const headers = agentHeaders(contextKey, demoHashSecret(contextKey), 'POST', path, text);
  const reply = await request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: text });
  if (!reply.ok()) throw new Error(`${path}: ${reply.status()} ${await reply.text()}`);
}
