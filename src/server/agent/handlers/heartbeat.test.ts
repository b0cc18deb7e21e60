import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../signature';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

const secret = 'demo-secret-westfrisch-2026';
const path = '/api/agent/cashpoints/heartbeat';

const heartbeat = (storeId: string, posId: string, extra: object = {}) => ({
  storeId,
  posId,
  posType: 'KASSE',
  agentVersion: '3.4.0',
  agentInfo: {
    osInfo: { osName: 'Ubuntu 22.04.4 LTS', hostname: `kasse-${storeId}-${posId}`, ntpSyncActive: true },
    interfaces: [{ name: 'eth0', ipAddress: '10.1.2.3' }],
    cashpointVersion: '5.13.1',
    javaVersion: ['17.0.10'],
    cashpointRunning: true,
  },
  cashpointInfo: {
    commonConfigValues: [{ key: 'store.id', value: storeId }],
    serviceConfigValues: [],
    cashpointServiceStates: [{ name: 'cashpoint', state: 'RUNNING' }],
    cashpointStatusInfo: [],
    activePromotions: [{ id: 'P1', name: 'Sommerrabatt' }],
    hostsFile: '127.0.0.1 localhost\n',
  },
  ...extra,
});

for (const kind of databaseKinds)
  describe(`register heartbeat on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: (db, dir, now) => seedDemo(db, dir, now),
        env: { OFFLINE_AFTER_SECONDS: '120' },
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const nowSeconds = () => Math.floor(server.clock.now / 1000);
    const send = (
      body: object,
      headers = agentHeaders('WESTFRISCH', secret, 'POST', path, JSON.stringify(body), nowSeconds()),
    ) =>
      server.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const findRegister = async (storeId: string, posId: string) => {
      const reply = await server.app.inject(
        withCookie(admin, { method: 'GET', url: '/api/frontend/cashpoints?contextId=WESTFRISCH' }),
      );
      const store = (
        reply.json().stores as { id: string; cashpoints: { posId: string; uid: string; offline: boolean }[] }[]
      ).find((s) => s.id === storeId);
      return store?.cashpoints.find((c) => c.posId === posId);
    };
    const registerCount = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('cashpoints')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('registers an unknown store and register and stores what it reports', async () => {
      assert.equal(await findRegister('8800', '4'), undefined);
      const reply = await send(heartbeat('8800', '4'));
      assert.equal(reply.statusCode, 200, reply.body);
      const register = await findRegister('8800', '4');
      assert.ok(register);
      assert.equal(register.offline, false);
      const detail = await server.app.inject(
        withCookie(admin, {
          method: 'GET',
          url: `/api/frontend/cashpoints/detail/${register.uid}?contextId=WESTFRISCH`,
        }),
      );
      assert.equal(detail.json().cashpoint.agentVersion, '3.4.0');
      assert.equal(detail.json().cashpoint.agentInfo.osInfo.hostname, 'kasse-8800-4');
      assert.equal(detail.json().cashpoint.lastHeartbeat, new Date(server.clock.now).toISOString());
      const info = await server.app.inject(
        withCookie(admin, {
          method: 'GET',
          url: `/api/frontend/cashpoints/detail/cashpointinfo/${register.uid}?contextId=WESTFRISCH`,
        }),
      );
      assert.deepEqual(info.json().activePromotions, [{ id: 'P1', name: 'Sommerrabatt' }]);
      assert.equal(info.json().hostsFile, '127.0.0.1 localhost\n');
    });

    it('updates a known register in place, and its named current version counts as installed', async () => {
      const before = await registerCount();
      const reply = await send(heartbeat('8800', '4', { agentVersion: '3.5.0', currentVersion: 'kasse-5.13.1.zip' }));
      assert.equal(reply.statusCode, 200, reply.body);
      assert.equal(await registerCount(), before);
      const register = (await findRegister('8800', '4'))!;
      const detail = await server.app.inject(
        withCookie(admin, {
          method: 'GET',
          url: `/api/frontend/cashpoints/detail/${register.uid}?contextId=WESTFRISCH`,
        }),
      );
      assert.equal(detail.json().cashpoint.agentVersion, '3.5.0');
      assert.equal(detail.json().currentVersionTag, '5.13.1');
    });

    it('turns a register offline once its heartbeat is older than OFFLINE_AFTER_SECONDS', async () => {
      const start = server.clock.now;
      await send(heartbeat('8801', '1'));
      server.clock.now = start + 119_000;
      assert.equal((await findRegister('8801', '1'))!.offline, false);
      server.clock.now = start + 121_000;
      assert.equal((await findRegister('8801', '1'))!.offline, true);
      await send(heartbeat('8801', '1'));
      assert.equal((await findRegister('8801', '1'))!.offline, false);
    });

    it('refuses a bad signature, a stale timestamp, an unknown context and no signature with 401, storing nothing', async () => {
      const body = heartbeat('8802', '1');
      const raw = JSON.stringify(body);
      const good = agentHeaders('WESTFRISCH', secret, 'POST', path, raw, nowSeconds());
      const attempts = [
        await send(body, { ...good, 'x-signature': 'f'.repeat(64) }),
        await send(body, agentHeaders('WESTFRISCH', 'falsches-geheimnis', 'POST', path, raw, nowSeconds())),
        await send(body, agentHeaders('WESTFRISCH', secret, 'POST', path, raw, nowSeconds() - 301)),
        await send(body, agentHeaders('WESTFRISCH', secret, 'POST', path, raw, nowSeconds() + 301)),
        await send(body, agentHeaders('NIEMAND', secret, 'POST', path, raw, nowSeconds())),
        await send(body, agentHeaders('NORDMARKT', secret, 'POST', path, raw, nowSeconds())),
        // Signed for another body: the signature covers the body's hash.
        await send(
          body,
          agentHeaders('WESTFRISCH', secret, 'POST', path, JSON.stringify(heartbeat('8802', '2')), nowSeconds()),
        ),
        await send(body, {}),
      ];
      for (const reply of attempts) {
        assert.equal(reply.statusCode, 401);
        assert.equal(reply.json().message, 'Signatur ungültig oder abgelaufen.');
      }
      assert.equal(await findRegister('8802', '1'), undefined);
    });

    it('answers 400 to an invalid heartbeat', async () => {
      const reply = await send({ storeId: '12a', posId: '1', agentVersion: '1' });
      assert.equal(reply.statusCode, 400);
      assert.match(reply.json().message, /storeId/);
    });
  });
