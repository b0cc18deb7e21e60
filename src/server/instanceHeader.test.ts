import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './test/harness';

// Behind a load balancer an operator (and the several-instances test) must see which instance
// answered a request: every reply names it, also a refusal.
describe('X-Instance', () => {
  let server: TestServer;
  before(async () => (server = await startTestServer('sqlite', { env: { INSTANCE_ID: 'konsole-b' } })));
  after(() => server.close());

  it('names the instance on a reply, a refusal and a page that does not exist', async () => {
    // The last one has broken %-encoding: the router refuses it before any hook runs.
    for (const url of [
      '/api/frontend/environment',
      '/api/frontend/ping',
      '/api/no-such-call',
      '/api/frontend/users/%E0%A4%A',
    ]) {
      const reply = await server.app.inject({ method: 'GET', url });
      assert.equal(reply.headers['x-instance'], 'konsole-b', url);
    }
  });
});
