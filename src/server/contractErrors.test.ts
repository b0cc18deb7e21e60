import assert from 'node:assert/strict';
import net from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from './agent/signature';
import { demoHashSecret, seedDemo } from './demo/seed';
import { maxPathParameterLength } from './platform/frameworkErrors';
import { contractOperations, type ContractOperation } from './test/contract';
import { schemaAccepts, validRequest } from './test/contractSamples';
import { demo } from './test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './test/harness';
import { multipart } from './test/multipart';
import { messages } from '../shared/texts/serverMessages';

// Every operation of the contract, sent what its caller would send (the admin's session or a valid
// agent signature) with one part spoiled: the reply is the German `{message}` with a status the
// contract lists for the operation.

const operations = contractOperations();
const unknownParameter = 'zzUnbekannt';
const routable = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
/** One byte beyond the JSON body limit; Fastify refuses it by its Content-Length alone. */
const oversizedBody = Buffer.alloc(8 * 1024 * 1024 + 1, 0x20);

for (const kind of databaseKinds) {
  describe(`the contract's error replies on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: (db, dir, now) => seedDemo(db, dir, now),
        env: { UPLOAD_MAX_BYTES: '1000' },
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    /** The request as the operation's caller sends it: signed for the agent API, else in a session. */
    function send(op: ContractOperation, url: string, body?: string | Buffer, contentType = 'application/json') {
      const options: InjectOptions = {
        method: op.method as 'GET',
        url,
        ...(body !== undefined ? { payload: body, headers: { 'content-type': contentType } } : {}),
      };
      if (op.auth !== 'agent') return server.app.inject(withCookie(admin, options));
      const secret = demoHashSecret('NORDMARKT');
      const signed = agentHeaders('NORDMARKT', secret, op.method, url, body ?? '', Math.floor(server.clock.now / 1000));
      return server.app.inject({ ...options, headers: { ...options.headers, ...signed } });
    }

    function assertListed(op: ContractOperation, reply: LightMyRequestResponse, what: string) {
      const where = `${op.operationId} ${what}: ${reply.statusCode} ${reply.body.slice(0, 200)}`;
      assert.ok(op.statuses.includes(String(reply.statusCode)), `status not in the contract, ${where}`);
      if (reply.statusCode >= 400) assert.equal(typeof reply.json().message, 'string', where);
    }

    it('answers another method of a contract path with 405, naming the path methods in Allow', async () => {
      const paths = new Map<string, ContractOperation[]>();
      for (const op of operations) paths.set(op.path, [...(paths.get(op.path) ?? []), op]);
      for (const [path, ops] of paths) {
        const methods = new Set(ops.map((op) => op.method));
        if (methods.has('GET')) methods.add('HEAD');
        const allow = routable.filter((m) => methods.has(m));
        for (const method of routable.filter((m) => !methods.has(m))) {
          const reply = await send({ ...ops[0]!, method }, validRequest(ops[0]!).url);
          assert.equal(reply.statusCode, 405, `${method} ${path}: ${reply.body}`);
          assert.deepEqual(reply.headers.allow?.toString().split(', '), allow, `${method} ${path}`);
          if (method !== 'HEAD') assert.deepEqual(reply.json(), { message: messages.methodNotAllowed });
        }
      }
    });

    it('refuses a query parameter the operation does not list with 400 naming it', async () => {
      for (const op of operations) {
        const { url, body } = validRequest(op);
        const reply = await send(op, `${url}${url.includes('?') ? '&' : '?'}${unknownParameter}=1`, body);
        assertListed(op, reply, 'unknown query parameter');
        assert.equal(reply.statusCode, 400, op.operationId);
        assert.equal(reply.json().message, `${messages.badRequest}: "${unknownParameter}" ist nicht erlaubt`);
      }
    });

    it('passes a path parameter as long as the contract allows and refuses a longer one with 400', async () => {
      for (const op of operations) {
        const { url, body } = validRequest(op);
        const query = url.slice(url.indexOf('?') < 0 ? url.length : url.indexOf('?'));
        for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
          const longest = 'a'.repeat(200);
          const allowed = [...Array(longest.length + 1).keys()].reverse().map((n) => longest.slice(0, n));
          const longestAllowed = allowed.find((value) => schemaAccepts(parameter.schemaPointer, value));
          if (longestAllowed !== undefined) {
            const path = op.path.replace(`{${parameter.name}}`, longestAllowed).replace(/\{target\}/, 'cashpoint');
            const reply = await send(op, path.replace(/\{[^}]+\}/g, 'x1') + query, body);
            assertListed(op, reply, `${parameter.name} of ${longestAllowed.length} characters`);
            assert.notEqual(reply.statusCode, 400, `${op.operationId} ${parameter.name}: ${reply.body}`);
          }
          const tooLong = 'a'.repeat(maxPathParameterLength + 1);
          const path = op.path.replace(`{${parameter.name}}`, tooLong).replace(/\{[^}]+\}/g, 'cashpoint');
          const reply = await send(op, path + query, body);
          assertListed(op, reply, `overlong ${parameter.name}`);
          assert.deepEqual(reply.json(), { message: messages.pathParameterTooLong }, op.operationId);
        }
      }
    });

    it('answers a body of a media type the operation does not take with 415', async () => {
      for (const op of operations.filter((o) => o.hasBody)) {
        const { url, body } = validRequest(op);
        for (const type of ['text/plain', 'application/xml']) {
          const reply = await send(op, url, body ?? '{}', op.multipart ? 'application/json' : type);
          assertListed(op, reply, type);
          assert.deepEqual(reply.json(), { message: messages.unsupportedMediaType }, op.operationId);
        }
      }
    });

    it('answers a body beyond the limit with 413, an upload beyond its limit too', async () => {
      for (const op of operations.filter((o) => o.jsonBodyPointer || o.method === 'DELETE')) {
        const reply = await send(op, validRequest(op).url, oversizedBody);
        assertListed(op, reply, 'oversized body');
        assert.deepEqual(reply.json(), { message: messages.bodyTooLarge }, op.operationId);
      }
      const content = Buffer.alloc(2000, 1);
      // The update uploads' form, and the calendar import's (its context and a CSV file).
      const forms: Record<string, Parameters<typeof multipart>[0]> = {
        importStoreCalendar: [
          { name: 'contextId', value: 'NORDMARKT' },
          { name: 'file', filename: 'gross.csv', content },
        ],
        importFiscalRegisters: [
          { name: 'contextId', value: 'NORDMARKT' },
          { name: 'file', filename: 'gross.csv', content },
        ],
      };
      for (const op of operations.filter((o) => o.multipart)) {
        const upload = multipart(
          forms[op.operationId] ?? [
            { name: 'tag', value: 'v1' },
            { name: 'uploadfile', filename: 'gross.zip', content },
          ],
        );
        const reply = await send(op, validRequest(op).url, upload.payload, upload.contentType);
        assertListed(op, reply, 'oversized upload');
        assert.ok(reply.json().message.startsWith(messages.uploadTooLarge.replace(/\.$/, '')), op.operationId);
      }
    });
  });
}

describe('a request whose headers Node refuses to read', () => {
  let server: TestServer;
  before(async () => (server = await startTestServer('sqlite')));
  after(() => server.close());

  /** The raw reply to a raw request over a real socket: Node's parser runs only there. */
  async function rawExchange(request: string): Promise<string> {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }

  it('gets 431 with a German message when they are too large', async () => {
    const reply = await rawExchange(
      `GET /api/frontend/ping HTTP/1.1\r\nHost: localhost\r\nX-Gross: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head, body] = reply.split('\r\n\r\n');
    assert.match(head!, /^HTTP\/1\.1 431 /);
    assert.match(head!, /content-type: application\/json/i);
    assert.match(head!, /content-security-policy: default-src 'self';.*frame-ancestors 'none'/i);
    assert.match(head!, /x-content-type-options: nosniff/i);
    assert.deepEqual(JSON.parse(body!), { message: messages.headersTooLarge });
  });
});
