import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { describe, it } from 'node:test';
import { freePort, freePorts } from './serverProcess';

// freePort picks a port that no outgoing connection can take before the server listens on it:
// below the ephemeral range, and not one a server listens on already.
describe('freePort (test servers in processes of their own)', () => {
  it('picks a port below the range outgoing connections take their local ports from', async () => {
    const [ephemeralFrom] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      assert.ok(port >= freePorts.from && port < freePorts.to, `${port}`);
      assert.ok(port < Number(ephemeralFrom), `${port} is in the ephemeral range from ${ephemeralFrom}`);
    }
  });

  it('never picks a port a server listens on', async () => {
    // The first pick is a port with a server on it (ours, or someone's already: taken either way).
    const busy = freePorts.from + 1;
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.once('error', () => resolve()).listen(busy, resolve));
    const random = Math.random;
    let picks = 0;
    Math.random = () => (picks++ === 0 ? 1 / (freePorts.to - freePorts.from) : random());
    try {
      assert.notEqual(await freePort(), busy);
      assert.ok(picks >= 2);
    } finally {
      Math.random = random;
      if (blocker.listening) await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
