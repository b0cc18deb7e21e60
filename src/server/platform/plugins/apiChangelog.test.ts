import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../paths';
import { startTestServer, type TestServer } from '../../test/harness';

// The API changelog as a client author finds it: linked from the reference's introduction and served
// beside it, with a section for the version the reference shows. The page reads no data: one kind.
describe('the API changelog linked from /api/docs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite');
  });
  after(() => server.close());

  it('is linked from the contract the reference shows, and has a section for its version', async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      info: { version: string; description: string };
    }>();
    assert.match(spec.info.description, /\[API changelog\]\(\/api\/docs\/changelog\)/);

    const reply = await server.app.inject({ method: 'GET', url: '/api/docs/changelog' });
    assert.equal(reply.statusCode, 200);
    assert.match(String(reply.headers['content-type']), /^text\/markdown; charset=utf-8/);
    assert.equal(reply.body, readFileSync(path.join(repoRoot, 'docs/api-changelog.md'), 'utf8'));
    assert.ok(reply.body.split('\n').includes(`## ${spec.info.version}`), reply.body);
  });
});
