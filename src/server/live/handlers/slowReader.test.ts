import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { loginCookie, startTestServer, type TestServer } from '../../test/harness';
import { waitFor } from '../../test/instancesKit';
import { liveHub } from '../hub';
import { publishLive } from '../publisher';
import { maxUnsentBytes } from '../stream';

// A reader that does not drain its stream (a stalled tab, a client that stopped reading) is cut off
// once what waits unsent passes the limit, not buffered without end in the server's memory.

describe('a live stream whose reader stops reading', () => {
  let server: TestServer;
  let cookie: string;
  let address: URL;

  before(async () => {
    server = await startTestServer('sqlite', { seed: (db, dir, now) => seedDemo(db, dir, now) });
    address = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
    cookie = await loginCookie(server.app, ...demo.admin);
  });
  after(async () => {
    await server?.close();
  });

  it('is cut off once more than the limit waits unsent', async () => {
    const socket = net.connect(Number(address.port), address.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /api/frontend/events?contextId=NORDMARKT HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`);
    // The first bytes (the headers) are read, then nothing more.
    await new Promise((resolve) => socket.once('data', resolve));
    socket.pause();
    const hub = liveHub(server.db);
    await waitFor('the stream attached', 5, () => hub.streams === 1);
    const context = await server.db.kysely
      .selectFrom('contexts')
      .select('id')
      .where('key', '=', 'NORDMARKT')
      .executeTakeFirstOrThrow();
    // Distinct alerts (so none are merged, and no mass of register changes folded into a reload),
    // together well beyond the limit and the sockets' buffers.
    const padding = 'x'.repeat(400);
    const count = Math.ceil((maxUnsentBytes * 8) / 500);
    publishLive(
      server.db,
      Array.from({ length: count }, (_, i) => ({
        contextId: context.id,
        event: { kind: 'alert' as const, contextId: 'NORDMARKT', uid: `slow-${i}-${padding}`, state: 'opened' },
      })),
    );
    await waitFor('the stream cut off', 20, () => hub.streams === 0);
    socket.destroy();
    assert.equal(hub.streams, 0);
  });
});
