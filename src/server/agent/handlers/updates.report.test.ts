import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAgentUpdates, type HistoryEntry } from '../../test/agentUpdatesKit';

describeAgentUpdates('agent installation report', (t) => {
  const { registerDue, report, frontend, registers, history } = t;

  const homeCounts = async () => {
    const reply = await frontend('GET', 'home');
    return (reply.json().contexts as { key: string; notUpdatedCashpointCount: number }[]).find(
      (c) => c.key === 'NORDMARKT',
    )!.notUpdatedCashpointCount;
  };

  it('records installing, keeps its start time, then installed with the log; the rollout counts follow', async () => {
    const lagging = (await registers()).find((r) => !r.updated && r.uid !== t.pilotRc.uid && r.uid !== t.plain.uid)!;
    assert.ok(lagging, 'the demo fleet has registers that lag behind');
    const due = await registerDue(lagging);
    const top = due.install.at(-1)!.filename;
    const who = { target: 'cashpoint', storeId: lagging.storeId, posId: lagging.posId, filename: top };
    const countBefore = await homeCounts();
    const started = t.server.clock.now;

    assert.equal((await report({ ...who, installationStatus: 1 })).statusCode, 200);
    let entry = (await history(lagging)).find((s) => s.filename === top)!;
    assert.equal(entry.installationStatus, 1);
    assert.equal(entry.installingSince, new Date(started).toISOString());
    assert.equal(entry.downloaded, true);
    assert.equal(await homeCounts(), countBefore, 'installing is not updated yet');

    t.server.clock.now += 60_000;
    assert.equal((await report({ ...who, installationStatus: 1, log: null })).statusCode, 200);
    entry = (await history(lagging)).find((s) => s.filename === top)!;
    assert.equal(entry.installingSince, new Date(started).toISOString(), 'still the first start');

    t.server.clock.now += 60_000;
    const log = 'Installation erfolgreich\n';
    assert.equal((await report({ ...who, installationStatus: 2, log })).statusCode, 200);
    entry = (await history(lagging)).find((s) => s.filename === top)!;
    assert.equal(entry.installationStatus, 2);
    assert.equal(entry.installingSince, null);
    assert.equal(entry.hasLog, true);
    assert.equal(entry.logDate, new Date(t.server.clock.now).toISOString());
    const logReply = await frontend(
      'GET',
      `cashpoints/log/${lagging.uid}?contextId=NORDMARKT&syncfileUid=${
        (await frontend('GET', `cashpoint-updates/detail?contextId=NORDMARKT&filename=${top}`)).json().syncfile.uid
      }`,
    );
    assert.equal(logReply.json().log, log);
    assert.equal(await homeCounts(), countBefore - 1);
    assert.equal((await registers()).find((r) => r.uid === lagging.uid)!.updated, true);

    // A failure afterwards makes it lag again; the log is replaced, downloaded stays.
    assert.equal((await report({ ...who, installationStatus: 3, log: 'Fehler' })).statusCode, 200);
    entry = (await history(lagging)).find((s) => s.filename === top)!;
    assert.equal(entry.installationStatus, 3);
    assert.equal(entry.downloaded, true);
    assert.equal(await homeCounts(), countBefore);
  });

  it('lets no older report overwrite a newer one, however late it arrives', async () => {
    const lagging = (await registers()).filter((r) => !r.updated && r.uid !== t.pilotRc.uid && r.uid !== t.plain.uid);
    const register = lagging.at(-1)!;
    const top = (await registerDue(register)).install.at(-1)!.filename;
    const who = { target: 'cashpoint', storeId: register.storeId, posId: register.posId, filename: top };
    const at = (offsetMs: number) => new Date(t.server.clock.now + offsetMs).toISOString();
    const failed = { ...who, installationStatus: 3, log: 'Fehler', reportedAt: at(0) };
    assert.equal((await report(failed)).statusCode, 200);
    t.server.clock.now += 90_000;
    const installed = { ...who, installationStatus: 2, log: 'Installation erfolgreich', reportedAt: at(-30_000) };
    assert.equal((await report(installed)).statusCode, 200);
    const stored = (await history(register)).find((s) => s.filename === top)!;
    assert.equal(stored.installationStatus, 2);

    // The failure, captured and sent again (new nonce, new signature), and one a millisecond older.
    for (const late of [failed, { ...failed, installationStatus: 1, reportedAt: at(-30_001) }]) {
      const reply = await report(late);
      assert.equal(reply.statusCode, 200, 'answered as usual, so the agent does not send it again');
      assert.deepEqual(reply.json(), { ok: true });
    }
    assert.deepEqual(
      (await history(register)).find((s) => s.filename === top),
      stored,
    );
    assert.equal((await registers()).find((r) => r.uid === register.uid)!.updated, true);

    // The same time again: the later arrival counts.
    assert.equal((await report({ ...installed, installationStatus: 3 })).statusCode, 200);
    assert.equal((await history(register)).find((s) => s.filename === top)!.installationStatus, 3);
  });

  it('lets no report dated before a heartbeat that showed the update running undo it', async () => {
    const register = (await registers()).filter(
      (r) => !r.updated && r.uid !== t.pilotRc.uid && r.uid !== t.plain.uid,
    )[1]!;
    const top = (await registerDue(register)).install.at(-1)!.filename;
    const who = { target: 'cashpoint', storeId: register.storeId, posId: register.posId, filename: top };
    const started = t.server.clock.now;
    assert.equal((await report({ ...who, installationStatus: 1 })).statusCode, 200);
    t.server.clock.now += 20_000;
    const body = { storeId: register.storeId, posId: register.posId, agentVersion: '3.4.0', currentVersion: top };
    const beat = await t.agent('POST', '/api/agent/cashpoints/heartbeat', { body });
    assert.equal(beat.statusCode, 200, beat.body);
    assert.equal((await history(register)).find((s) => s.filename === top)!.installationStatus, 2);

    const late = { ...who, installationStatus: 3, log: 'Fehler', reportedAt: new Date(started + 10_000).toISOString() };
    assert.equal((await report(late)).statusCode, 200);
    assert.equal((await history(register)).find((s) => s.filename === top)!.installationStatus, 2);
    assert.equal((await registers()).find((r) => r.uid === register.uid)!.updated, true);
  });

  it('refuses a report without its time, with a malformed one or dated ahead of the server', async () => {
    const who = { target: 'cashpoint', storeId: t.plain.storeId, posId: t.plain.posId, filename: 'kasse-5.13.1.zip' };
    const ahead = new Date(t.server.clock.now + 301_000).toISOString();
    const refused = [
      [{ ...who, installationStatus: 2, reportedAt: ahead }, '"reportedAt" liegt mehr als 5 Minuten in der Zukunft'],
      [{ ...who, installationStatus: 2, reportedAt: '24.11.2026 10:00' }, '"reportedAt" hat ein ungültiges Format'],
    ] as const;
    for (const [body, detail] of refused) {
      const reply = await report(body);
      assert.equal(reply.statusCode, 400, reply.body);
      assert.deepEqual(reply.json(), { message: `Ungültige Anfrage: ${detail}` });
    }
    const undated = await t.agent('POST', '/api/agent/updates/report', { body: { ...who, installationStatus: 2 } });
    assert.equal(undated.statusCode, 400);
    assert.deepEqual(undated.json(), { message: 'Ungültige Anfrage: "reportedAt" ist ein Pflichtfeld' });
  });

  it('records store agents too', async () => {
    const agents = (await frontend('GET', 'store-updates/detail?contextId=NORDMARKT&filename=store-8.5.0.zip')).json()
      .stores as { id: string }[];
    const storeId = agents[0]!.id;
    const reply = await report({
      target: 'store',
      storeId,
      filename: 'store-8.5.0.zip',
      installationStatus: 2,
      log: 'ok',
    });
    assert.equal(reply.statusCode, 200, reply.body);
    const detail = await frontend('GET', `store-agents/detail?contextId=NORDMARKT&storeId=${storeId}`);
    if (detail.statusCode === 200) {
      const entry = (detail.json().syncfiles as HistoryEntry[]).find((s) => s.filename === 'store-8.5.0.zip')!;
      assert.equal(entry.installationStatus, 2);
    }
    const row = await t.server.db.kysely
      .selectFrom('installations as i')
      .innerJoin('storeAgents as a', 'a.id', 'i.storeAgentId')
      .innerJoin('stores as st', 'st.id', 'a.storeRowId')
      .innerJoin('syncfiles as s', 's.id', 'i.syncfileId')
      .select(['i.installationStatus', 'i.log', 'i.downloaded'])
      .where('st.storeId', '=', storeId)
      .where('s.filename', '=', 'store-8.5.0.zip')
      .where('s.contextId', '=', (eb) => eb.selectFrom('contexts').select('id').where('key', '=', 'NORDMARKT'))
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      { ...row, downloaded: Number(row.downloaded) },
      { installationStatus: 2, log: 'ok', downloaded: 1 },
    );
  });

  it('answers 404 for an unknown target or file and 400 for bad input', async () => {
    const who = { target: 'cashpoint', storeId: t.plain.storeId, posId: t.plain.posId };
    for (const body of [
      { ...who, filename: 'gibt-es-nicht.zip', installationStatus: 2 },
      { ...who, filename: 'store-8.5.0.zip', installationStatus: 2 },
      { ...who, posId: '999', filename: 'kasse-5.13.1.zip', installationStatus: 2 },
    ]) {
      const reply = await report(body);
      assert.equal(reply.statusCode, 404, JSON.stringify(body));
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    const noPos = await report({
      target: 'cashpoint',
      storeId: t.plain.storeId,
      filename: 'kasse-5.13.1.zip',
      installationStatus: 2,
    });
    assert.equal(noPos.statusCode, 400);
    assert.deepEqual(noPos.json(), { message: 'Ungültige Anfrage: "posId" ist ein Pflichtfeld' });
    for (const body of [
      { ...who, filename: 'kasse-5.13.1.zip', installationStatus: 7 },
      { ...who, filename: '../x', installationStatus: 2 },
      { ...who, filename: 'kasse-5.13.1.zip', installationStatus: 2, extra: true },
    ]) {
      const reply = await report(body);
      assert.equal(reply.statusCode, 400, JSON.stringify(body));
      assert.match(reply.json().message, /^Ungültige Anfrage/);
    }
  });
});
