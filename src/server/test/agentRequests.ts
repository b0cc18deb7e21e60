import { agentHeaders } from '../agent/signature';
import type { TestServer } from './harness';

/**
 * A POST to the agent API as a context's agents send it: JSON, signed with the context's secret at
 * the test server's clock.
 */
export function postAsAgent(server: TestServer, context: string, secret: string, path: string, body: object) {
  const payload = JSON.stringify(body);
  const headers = agentHeaders(context, secret, 'POST', path, payload, Math.floor(server.clock.now / 1000));
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
}
