import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyReply } from 'fastify';
import { handlers } from '../handlers';
import { ContractViolation, replyViolations } from './contractReplies';
import { databaseKinds, startTestServer, type TestServer } from './harness';

// The suite's replies are held against openapi.yaml (contractReplies.ts). Here a handler is broken on
// purpose, one way at a time, and the request that meets it fails with the contract's words for it.

type Breakage = (reply: FastifyReply) => unknown;
const breakages: Record<string, Breakage> = {
  'a field the contract does not declare': () => ({ status: 'ok', uptimeSeconds: 12 }),
  'a status the contract does not declare': (reply) => reply.status(418).send({ message: 'Teekanne' }),
  'a value the schema refuses': () => ({ status: 'kaputt' }),
  'a field past the serializer, as text': (reply) =>
    reply.type('application/json').send(JSON.stringify({ status: 'ok', uptimeSeconds: 12 })),
  'a media type the contract does not declare': (reply) => reply.type('text/plain').send('ok'),
  'a required field missing, sent as text': (reply) => reply.type('application/json').send('{}'),
};
const expected: Record<string, RegExp> = {
  'a field the contract does not declare': /reply object: \(body\): undeclared field 'uptimeSeconds'/,
  'a status the contract does not declare': /status 418 is not declared \(the contract lists 200, 400\)/,
  'a value the schema refuses': /the body: \/status: must be equal to one of the allowed values \["ok"\]/,
  'a field past the serializer, as text': /the body: \(body\): undeclared field 'uptimeSeconds'/,
  'a media type the contract does not declare': /Content-Type 'text\/plain' is not declared \(application\/json\)/,
  'a required field missing, sent as text': /the body: \(body\): must have required property 'status'/,
};

for (const kind of databaseKinds) {
  describe(`a reply that breaks the contract fails the test that asked for it, on ${kind}`, () => {
    const intact = handlers.getHealth;
    let breakage: Breakage | undefined;
    let server: TestServer;
    before(async () => {
      // The routes take their handlers when the server starts: this one answers as told per test.
      handlers.getHealth = async function (this: unknown, request, reply) {
        return breakage ? breakage(reply) : intact.call(this, request, reply);
      } as typeof intact;
      server = await startTestServer(kind);
    });
    after(async () => {
      handlers.getHealth = intact;
      await server.close();
    });

    it('passes the intact handler', async () => {
      breakage = undefined;
      const reply = await server.app.inject({ method: 'GET', url: '/healthz' });
      assert.deepEqual(reply.json(), { status: 'ok' });
    });

    for (const [what, breakIt] of Object.entries(breakages)) {
      it(`rejects ${what}`, async () => {
        breakage = breakIt;
        await assert.rejects(server.app.inject({ method: 'GET', url: '/healthz' }), (error: Error) => {
          assert.ok(error instanceof ContractViolation, error.message);
          assert.match(error.message, /^The reply breaks openapi\.yaml: GET \/healthz -> \d+/);
          assert.match(error.message, expected[what]);
          return true;
        });
      });
    }

    it('fails the test server on closing when a reply over a real socket broke the contract', async () => {
      const listening = await startTestServer(kind);
      const address = await listening.app.listen({ port: 0, host: '127.0.0.1' });
      breakage = breakages['a status the contract does not declare'];
      assert.equal((await fetch(`${address}/healthz`)).status, 418);
      breakage = undefined;
      await assert.rejects(
        listening.close(),
        /Replies over HTTP broke openapi\.yaml:\n.*GET \/healthz -> 418\n {2}status 418/,
      );
    });

    it('leaves requests outside the contract alone (the SPA, a method the path does not take)', async () => {
      breakage = undefined;
      assert.equal((await server.app.inject({ method: 'GET', url: '/gibt/es/nicht' })).statusCode, 404);
      assert.equal((await server.app.inject({ method: 'DELETE', url: '/healthz' })).statusCode, 405);
    });
  });
}

describe('the headers the contract names', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  it('are checked when the contract requires them', () => {
    const redirect = { method: 'GET', url: '/api/frontend/sso/login', statusCode: 302, body: '' };
    assert.deepEqual(replyViolations({ ...redirect, headers: {} }), ['header Location is missing']);
    assert.deepEqual(replyViolations({ ...redirect, headers: { location: '/' } }), []);
  });

  it('refuse a body where the contract declares none', () => {
    const notModified = {
      method: 'GET',
      url: '/api/frontend/cashpoints?contextId=NORDMARKT',
      statusCode: 304,
      headers: json,
    };
    assert.deepEqual(replyViolations({ ...notModified, body: '' }), []);
    assert.deepEqual(replyViolations({ ...notModified, body: '{}' }), [
      'a body, but the contract declares none for 304',
    ]);
  });
});

describe('the request a reply answers', () => {
  it('is found in the contract as sent, also with a malformed escape', () => {
    const refusal = { method: 'GET', statusCode: 400, headers: { 'content-type': 'application/json' } };
    assert.deepEqual(replyViolations({ ...refusal, url: '/api/frontend/users/%', body: '{"message":"Ungültig"}' }), []);
    assert.deepEqual(replyViolations({ ...refusal, url: '/api/frontend/users/%', body: '{}' }), [
      "the body: (body): must have required property 'message'",
    ]);
  });
});
