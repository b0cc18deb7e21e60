import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { nextUpdateWindow } from '../calendar';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { demo } from '../test/demoAccounts';
import { multipart } from '../test/multipart';
import { berlinHourAfter, everyDayBerlin, factsOf, plantContextCalendar, rule30 } from '../test/updateWindowKit';
import { fleetFromDatabase, type SimContext } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport, type Transport } from './transport';

// The simulated agents obey the update window: told `notBefore`, they do not ask for updates again
// before it and start nothing the reply does not list; once the window opens they install.

for (const kind of databaseKinds)
  describe(`the simulator and the update window on ${kind}`, () => {
    let server: TestServer;
    let fleet: SimContext;
    let simulator: FleetSimulator;
    /** Every ask for due updates: when, by whom, and the notBefore it got. */
    const asks: { at: number; who: string; notBefore?: string; install: string[] }[] = [];
    let open: number;
    let windowFrom: number;
    const filename = 'kasse-9.1.0.zip';

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      open = berlinHourAfter(server.clock.now, 10);
      windowFrom = nextUpdateWindow(factsOf(everyDayBerlin), rule30, open, null)!.from;
      await plantContextCalendar(server.db, 'OSTBAU', everyDayBerlin, rule30, server.clock.now);
      const all = await fleetFromDatabase(server.db, server.clock.now, server.config.offlineAfterSeconds, new Prng(5));
      fleet = all.find((c) => c.key === 'OSTBAU')!;
      for (const store of fleet.stores) {
        for (const t of [...store.registers, ...(store.server ? [store.server] : [])]) {
          t.silentFor = 0;
        }
      }
      // A new Aktiv register update, so every register has one to wait for.
      const admin = await loginCookie(server.app, ...demo.admin);
      const { payload, contentType } = multipart([
        { name: 'tag', value: '9.1.0' },
        { name: 'comment', value: 'Fenster' },
        { name: 'uploadfile', filename, content: Buffer.from('Kassen-Update 9.1.0\n'.repeat(50)) },
      ]);
      const upload = await server.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: '/api/frontend/cashpoint-updates/uploadfile?contextId=OSTBAU',
          payload,
          headers: { 'content-type': contentType },
        }),
      );
      assert.equal(upload.statusCode, 200, upload.body);
      const save = await server.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: `/api/frontend/cashpoint-updates/save?contextId=OSTBAU&filename=${filename}`,
          payload: { status: 2, releaseDate: null, tag: '9.1.0', comment: 'Fenster', checkedUids: [] },
        }),
      );
      assert.equal(save.statusCode, 200, save.body);
      const inner = injectTransport(server.app);
      const recording: Transport = async (method, path, headers, body) => {
        const reply = await inner(method, path, headers, body);
        if (method === 'GET' && path.startsWith('/api/agent/updates?')) {
          const query = new URLSearchParams(path.split('?')[1]);
          const who = `${query.get('storeId')}/${query.get('posId') ?? 'server'}`;
          // A 304 says the target's last answer holds: recorded as that answer again.
          const last = asks.findLast((a) => a.who === who);
          const due =
            reply.status === 304 && last
              ? { notBefore: last.notBefore, install: last.install.map((filename) => ({ filename })) }
              : reply.json<{ install: { filename: string }[]; notBefore?: string }>();
          asks.push({
            at: server.clock.now,
            who,
            notBefore: due.notBefore,
            install: due.install.map((u) => u.filename),
          });
        }
        return reply;
      };
      simulator = new FleetSimulator({
        transport: recording,
        fleet: [fleet],
        prng: new Prng(6),
        now: () => server.clock.now,
        updatesEvery: 1,
        outageChance: 0,
        failureChance: 0,
      });
    });
    after(() => server.close());

    const run = async (ticks: number) => {
      let started = 0;
      let waiting = 0;
      for (let i = 0; i < ticks; i++) {
        server.clock.now += 60_000;
        const stats = await simulator.tick();
        assert.equal(stats.errors, 0);
        started += stats.installsStarted;
        waiting += stats.waiting;
      }
      return { started, waiting };
    };

    it('while the stores are open: asked once, told the window start, then waits and starts nothing new', async () => {
      server.clock.now = open;
      const { started, waiting } = await run(5);
      const told = asks.filter((a) => a.notBefore !== undefined);
      assert.ok(told.length > 0, 'targets were told to wait');
      for (const ask of told) assert.equal(ask.notBefore, new Date(windowFrom).toISOString());
      const toldWho = new Set(told.map((a) => a.who));
      for (const who of toldWho) {
        assert.equal(asks.filter((a) => a.who === who).length, 1, `${who} asked again before notBefore`);
      }
      // Each left its checks out in the four ticks after, but those finishing an installation begun before.
      assert.ok(waiting >= (toldWho.size - started) * 4, `${waiting} checks left out by ${toldWho.size} targets`);
      // Nobody starts the new update: no reply listed it, only installations begun before.
      assert.ok(asks.every((a) => !a.install.includes(filename)));
      assert.ok(started < toldWho.size / 4, `${started} started`);
    });

    it('once the window opens they ask again and install', async () => {
      server.clock.now = windowFrom;
      const before = asks.length;
      const { started } = await run(3);
      const fresh = asks.slice(before);
      assert.ok(fresh.length > 0, 'they asked again');
      assert.ok(fresh.every((a) => a.notBefore === undefined));
      assert.ok(started > 0, 'installations started inside the window');
      assert.ok(fresh.some((a) => a.install.includes(filename)));
    });
  });
