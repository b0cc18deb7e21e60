import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contractOperations } from '../../test/contract';
import { startTestServer, type TestServer } from '../../test/harness';

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// The page reads no data, so one database kind is enough.
describe('the API reference at /api/docs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite');
  });
  after(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('answers without a session with an HTML page titled after the contract', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const reply = await get(url);
      assert.equal(reply.statusCode, 200, url);
      assert.match(String(reply.headers['content-type']), /^text\/html/, url);
      assert.match(reply.body, /<title>Kassen-Konsole API \d+\.\d+\.\d+<\/title>/, url);
      assert.match(reply.body, /<div id="swagger-ui">/, url);
    }
  });

  it('loads every script and style sheet from this server, so it works without internet', async () => {
    const page = (await get('/api/docs')).body;
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(
      assets.some((a) => a.endsWith('/swagger-ui-bundle.js')),
      page,
    );
    assert.ok(
      assets.some((a) => a.endsWith('/swagger-ui.css')),
      page,
    );
    for (const asset of assets) {
      assert.match(asset, /^\/api\/docs\//, `${asset} is not served here`);
      const reply = await get(asset);
      assert.equal(reply.statusCode, 200, asset);
      assert.ok(reply.rawPayload.length > 0, asset);
    }
  });

  it('serves openapi.yaml itself: every operation of the contract, each with a summary', async () => {
    const reply = await get('/api/docs/json');
    assert.equal(reply.statusCode, 200);
    const spec = reply.json() as {
      tags: { name: string; description?: string }[];
      paths: Record<string, Record<string, { operationId: string; summary?: string }>>;
    };
    const served = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => httpMethods.includes(method))
        .map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    const contract = contractOperations().map((op) => `${op.method} ${op.path} ${op.operationId}`);
    assert.ok(contract.length > 50, 'the contract has its operations');
    assert.deepEqual(served.sort(), contract.sort());
    for (const item of Object.values(spec.paths))
      for (const op of Object.values(item)) assert.ok(op.summary?.trim(), `${op.operationId} has no summary`);
    for (const tag of spec.tags) assert.ok(tag.description?.trim(), `tag ${tag.name} has no description`);
  });

  it('leaves unknown files under /api/docs to the German not-found reply', async () => {
    const reply = await get('/api/docs/static/no-such-file.js');
    assert.equal(reply.statusCode, 404);
    assert.equal(reply.json().message, 'Nicht gefunden.');
  });
});
