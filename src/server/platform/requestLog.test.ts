import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { urlForLog } from './requestLog';

// The request log keeps a request's path and the names of its query parameters, never their
// values: a token sent in the query (refused) or the SSO callback's code and state would otherwise
// be readable by whoever reads the log.

it('keeps the path and the parameter names of a URL, not the values', () => {
  assert.equal(urlForLog('/api/frontend/ping'), '/api/frontend/ping');
  assert.equal(urlForLog('/a?access_token=geheim&x='), '/a?access_token=[redacted]&x=[redacted]');
  assert.equal(urlForLog('/a?nurEinGeheimnis'), '/a?[redacted]');
  assert.equal(urlForLog('/a?'), '/a?[redacted]');
});

for (const kind of databaseKinds)
  describe(`the request log on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, { logLevel: 'info' });
    });
    after(() => server.close());

    it('writes no query value of a request, a token or the SSO callback’s code and state', async () => {
      const urls = [
        '/api/frontend/ping?access_token=kk_geheimes-token-4711',
        '/api/rest/v1/contexts?access_token=kk_geheimes-token-4712&token=kk_geheimes-token-4713',
        '/api/frontend/sso/callback?code=geheimer-code-0815&state=geheimer-state-0816',
      ];
      for (const url of urls) await server.app.inject({ method: 'GET', url });
      const lines = server.logs.join('');
      for (const secret of ['4711', '4712', '4713', 'geheimer-code-0815', 'geheimer-state-0816'])
        assert.ok(!lines.includes(secret), `the log holds ${secret}`);
      const logged = server.logs
        .map((line) => JSON.parse(line) as { req?: { url: string } })
        .flatMap((l) => l.req?.url ?? []);
      assert.deepEqual(logged, [
        '/api/frontend/ping?access_token=[redacted]',
        '/api/rest/v1/contexts?access_token=[redacted]&token=[redacted]',
        '/api/frontend/sso/callback?code=[redacted]&state=[redacted]',
      ]);
    });
  });
