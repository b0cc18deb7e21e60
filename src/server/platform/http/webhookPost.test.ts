import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { postWebhook } from './webhookPost';

// A receiver that takes the request and never answers: the try ends after the timeout, and the
// delivery log says so in German (not Node's 'The operation was aborted due to timeout').

let receiver: http.Server;
let url: string;
let requests = 0;

before(async () => {
  receiver = http.createServer(() => {
    requests += 1; // and no reply
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

after(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

it('reports a receiver that never answers as no answer in time, in German', async () => {
  const started = Date.now();
  const result = await postWebhook(url, 'geheimnis-0123456789', '{"type":"test"}', started, true, 300);
  assert.deepEqual(result, { ok: false, detail: 'Keine Antwort innerhalb von 0,3 s' });
  assert.equal(requests, 1);
  assert.ok(Date.now() - started < 5_000, 'ended by the timeout');
});
