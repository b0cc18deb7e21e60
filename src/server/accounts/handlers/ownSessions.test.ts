import assert from 'node:assert/strict';
import { it } from 'node:test';
import { chrome, firefox, loginFrom, sessionsKit } from '../../test/sessionsKit';
import { describeUsers } from '../../test/usersKit';

describeUsers('own sessions', (t) => {
  const { pingStatus, listSessions, endSession, createUser } = sessionsKit(t);

  it('lists the own live sessions with browser, address and the current one, and ends another', async () => {
    const user = await createUser('zweisitz');
    const laptop = await loginFrom(t.server.app, user, { userAgent: firefox, address: '10.1.2.3' });
    const desktop = await loginFrom(t.server.app, user, { userAgent: chrome, address: '2001:db8::7' });
    // Another user's session is not in the list.
    await loginFrom(t.server.app, await createUser('fremdsitz'), { userAgent: firefox, address: '10.9.9.9' });

    const listed = await listSessions(laptop);
    assert.equal(listed.length, 2);
    const current = listed.find((s) => s.current)!;
    const other = listed.find((s) => !s.current)!;
    assert.deepEqual(
      { ...current, id: undefined },
      {
        id: undefined,
        userAgent: firefox,
        address: '10.1.2.3',
        createdAt: new Date(t.server.clock.now).toISOString(),
        lastUsedAt: new Date(t.server.clock.now).toISOString(),
        current: true,
        provider: null,
      },
    );
    assert.equal(other.userAgent, chrome);
    assert.equal(other.address, '2001:db8::7');
    // The public id is neither the cookie's token nor its stored hash.
    const stored = await t.server.db.kysely.selectFrom('sessions').select('idHash').execute();
    for (const session of listed) {
      assert.match(session.id, /^[0-9a-f]{32}$/);
      assert.ok(!laptop.includes(session.id) && !desktop.includes(session.id));
      assert.ok(!stored.some((row) => row.idHash === session.id));
    }
    // Seen from the other session, that one is the current.
    assert.equal((await listSessions(desktop)).find((s) => s.current)!.id, other.id);

    const ended = await endSession(laptop, other.id);
    assert.equal(ended.statusCode, 200);
    assert.deepEqual(ended.json(), { ok: true });
    assert.equal(ended.cookies.length, 0, 'ending another session leaves the own cookie alone');
    assert.equal(await pingStatus(desktop), 401);
    assert.equal(await pingStatus(laptop), 200);
    assert.deepEqual(
      (await listSessions(laptop)).map((s) => s.id),
      [current.id],
    );
    assert.equal((await endSession(laptop, other.id)).statusCode, 404);
  });

  it('never ends a session of another user: its id answers 404 and the session lives on', async () => {
    const owner = await loginFrom(t.server.app, await createUser('besitzer'));
    const stranger = await loginFrom(t.server.app, await createUser('fremder'));
    const [ownerSession] = await listSessions(owner);
    const reply = await endSession(stranger, ownerSession!.id);
    assert.equal(reply.statusCode, 404);
    assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    assert.equal(await pingStatus(owner), 200);
    assert.equal((await endSession(t.admin, ownerSession!.id)).statusCode, 404, 'not even an administrator');
    assert.equal(await pingStatus(owner), 200);
    assert.equal((await endSession(stranger, 'gibtsnicht')).statusCode, 404);
  });

  it('ending the current session is a logout: the cookie is cleared and opens nothing more', async () => {
    const cookie = await loginFrom(t.server.app, await createUser('selbstende'));
    const [own] = await listSessions(cookie);
    const reply = await endSession(cookie, own!.id);
    assert.equal(reply.statusCode, 200);
    const cleared = reply.cookies.find((c) => c.name === 'sid');
    assert.equal(cleared?.value, '');
    assert.equal(await pingStatus(cookie), 401);
  });

  it('keeps a browser name to 300 characters and an empty one as null', async () => {
    const user = await createUser('langername');
    const long = `${firefox} ${'x'.repeat(1000)}`;
    const cookie = await loginFrom(t.server.app, user, { userAgent: long });
    // The test client sends a User-Agent of its own unless given one; an empty one is none.
    await loginFrom(t.server.app, user, { userAgent: '' });
    const listed = await listSessions(cookie);
    assert.equal(listed.find((s) => s.current)!.userAgent, long.slice(0, 300));
    assert.equal(listed.find((s) => !s.current)!.userAgent, null);
  });

  it('needs a session, and shows the last use to the minute', async () => {
    const anonymous = await t.server.app.inject({ method: 'GET', url: '/api/frontend/account/sessions' });
    assert.equal(anonymous.statusCode, 401);
    const cookie = await loginFrom(t.server.app, await createUser('spaeter'));
    const openedAt = t.server.clock.now;
    t.server.clock.now += 5 * 60_000;
    const [session] = await listSessions(cookie);
    assert.equal(session!.createdAt, new Date(openedAt).toISOString());
    assert.equal(session!.lastUsedAt, new Date(openedAt + 5 * 60_000).toISOString());
  });

  it('lists no session whose time has run out', async () => {
    const user = await createUser('abgelaufen');
    const [used, idle] = [await loginFrom(t.server.app, user), await loginFrom(t.server.app, user)];
    const hour = 3600_000;
    t.server.clock.now += t.server.config.sessionHours * hour - hour;
    assert.equal((await listSessions(used)).length, 2);
    t.server.clock.now += 2 * hour;
    assert.deepEqual(
      (await listSessions(used)).map((s) => s.current),
      [true],
    );
    assert.equal(await pingStatus(idle), 401);
  });
});
