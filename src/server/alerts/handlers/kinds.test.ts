import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { alertKindCatalogue, alertKindEntry, alertKinds, type AlertKind } from '../../../shared/alerts/alertKinds';
import { alertMail } from '../../../shared/texts/alertMail';
import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';
import { recordInstallation } from '../../test/repository/installationRows';
import { addContext, addStore, check, minute, saveRules } from '../../test/alertsKit';
import { addRollout } from '../../test/repository/rolloutRows';
import { addDueStoreChange } from '../../test/repository/fiscalChangeRows';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { serverAlertKind } from '../kinds';

// Every kind of the catalogue is detected: its check runs on a real database and opens an alert of
// its kind, and of no other, for a cause of that kind. Each kind's cause is below, in a context of
// its own; a kind the catalogue gains needs one here (this does not compile without it).

const t0 = Date.UTC(2026, 2, 10, 9, 0);
/** Longer ago than any kind's default minutes past the offline limit. */
const longAgo = t0 - 60 * minute;

async function failedInstallation(db: Db, contextId: number, registerId: number) {
  const update = await db.kysely
    .insertInto('syncfiles')
    .values({
      ...{ uid: newUid(), contextId, kind: 'cashpoint', filename: 'kasse-5.14.0.zip', tag: '5.14.0', comment: '' },
      ...{ status: 2, releaseDate: null, orderKey: 1, archived: 0, uploadFilepath: 'updates/x/kasse.zip', size: 1 },
      createdAt: t0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordInstallation(db, registerId, update.id, { target: 'cashpoint', installationStatus: 3 }, t0, t0);
}

/** A TSE in use by the store's first register (`more`: what makes it a cause). */
async function tseOf(db: Db, contextId: number, storeId: string, more: Record<string, unknown>) {
  const store = await addStore(db, contextId, storeId, { heartbeat: t0 }, [{ heartbeat: t0 }]);
  const storeRowId = (
    await db.kysely.selectFrom('stores').select('id').where('uid', '=', store.storeUid).executeTakeFirstOrThrow()
  ).id;
  const tse = await db.kysely
    .insertInto('tses')
    .values({
      ...{
        contextId,
        serial: `TSE-${storeId}`,
        type: 'usb',
        certificateValidUntil: '2030-01-01',
        state: 'initialized',
      },
      ...{ timeSet: 1, lastExportAt: t0, lastExportOk: 1, lastSelfTestOk: 1, storeRowId, cashpointCount: 1 },
      ...{ firstSeen: t0, lastSeen: t0, signatureCounter: 10, signatureCapacity: 1000, counterAt: t0 },
      ...more,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('tseAssignments')
    .values({ cashpointId: store.registerIds[0]!, tseId: tse.id, since: t0 })
    .execute();
  return tse.id;
}

/** A cause of each kind, at t0, with every rule at its default unless the kind's is off by default. */
const causeOf: Record<AlertKind, (db: Db, contextId: number) => Promise<unknown>> = {
  // Neither its store server nor its register has been heard of for an hour.
  storeDown: (db, contextId) => addStore(db, contextId, '1', { heartbeat: longAgo }, [{ heartbeat: longAgo }]),
  // Its store server is online, one register silent for an hour.
  cashpointOffline: (db, contextId) =>
    addStore(db, contextId, '2', { heartbeat: t0 }, [{ heartbeat: t0 }, { heartbeat: longAgo }]),
  installFailed: async (db, contextId) => {
    const store = await addStore(db, contextId, '3', { heartbeat: t0 }, [{ heartbeat: t0 }]);
    await failedInstallation(db, contextId, store.registerIds[0]!);
  },
  // Its store server never reported a day close; 10:00 in Berlin is past the rule's 08:00.
  dayCloseMissing: async (db, contextId) => {
    await saveRules(db, contextId, { dayCloseMissing: { enabled: true, time: '08:00' } });
    const info = { osInfo: { timezone: 'Europe/Berlin' }, fileValues: { tabsok: { value: '0', timestamp: 0 } } };
    await addStore(db, contextId, '4', { heartbeat: t0, info }, [{ heartbeat: t0 }]);
  },
  serviceStopped: (db, contextId) => {
    const info = { serviceInfo: { dzuska28: { state: 'STOPPED', startType: 'AUTOMATIC' } } };
    return addStore(db, contextId, '5', { heartbeat: t0, info }, [{ heartbeat: t0 }]);
  },
  // Wave 1 done, wave 2 waits for a second person.
  rolloutApproval: (db, contextId) =>
    addRollout(db, contextId, 'kasse-6.0.0.zip', {
      state: 'waitingForApproval',
      waves: ['Pilot', 'Rest'],
      startedWaves: 1,
      at: t0,
    }),
  // The failure share held wave 1.
  rolloutPaused: (db, contextId) =>
    addRollout(db, contextId, 'kasse-6.0.1.zip', {
      ...{ state: 'paused', waves: ['Pilot'], startedWaves: 1, at: t0 },
      pause: { cause: 'failureShare', reason: 'Zu viele fehlgeschlagene Installationen' },
    }),
  // Finished an hour ago.
  rolloutFinished: (db, contextId) =>
    addRollout(db, contextId, 'kasse-6.0.2.zip', {
      ...{ state: 'finished', waves: ['Alle'], startedWaves: 1, at: longAgo, finishedAt: t0 - 60 * minute },
    }),
  // Its certificate ends in 20 days.
  tseExpiring: (db, contextId) => tseOf(db, contextId, '6', { certificateValidUntil: '2026-03-30' }),
  tseFull: (db, contextId) => tseOf(db, contextId, '7', { signatureCounter: 900 }),
  tseExportFailing: (db, contextId) => tseOf(db, contextId, '8', { lastExportOk: 0 }),
  tseNotReady: (db, contextId) => tseOf(db, contextId, '9', { timeSet: 0 }),
  // Its swap was planned for yesterday.
  tseSwapOverdue: async (db, contextId) => {
    const tseId = await tseOf(db, contextId, '10', {});
    await db.kysely
      .insertInto('tseSwapPlans')
      .values({ tseId, plannedFor: '2026-03-09', note: '', plannedBy: 'Test', plannedAt: t0, doneAt: null })
      .execute();
  },
  // Store health's facts (issue 51); the stores name no opening hours, so they count as open.
  peripheralDown: async (db, contextId) => {
    const store = await addStore(db, contextId, '11', { heartbeat: t0 }, [{ heartbeat: t0 }]);
    const since = t0 - 60 * minute;
    const printer = { cashpointId: store.registerIds[0]!, kind: 'printer', name: 'TM-T88', state: 'paperOut', since };
    await db.kysely.insertInto('cashpointPeripherals').values(printer).execute();
  },
  // Payments since yesterday, no cut since, and no day close known: the day's start counts.
  eftCutMissing: async (db, contextId) => {
    const store = await addStore(db, contextId, '12', { heartbeat: t0 }, [{ heartbeat: t0 }]);
    await db.kysely
      .insertInto('cashpointPayments')
      .values({
        ...{ cashpointId: store.registerIds[0]!, terminalId: 'T-12', reachable: 1, reachableSince: t0 },
        ...{ lastTransactionAt: t0, lastCutAt: null, uncutSince: t0 - 20 * 60 * minute, offlineTransactions: 0 },
        ...{ oldestOfflineAt: null, reportedAt: t0 },
      })
      .execute();
  },
  receiptsUnsent: async (db, contextId) => {
    const store = await addStore(db, contextId, '13', { heartbeat: t0 }, [{ heartbeat: t0 }]);
    await db.kysely
      .insertInto('cashpointDataFlows')
      .values({ cashpointId: store.registerIds[0]!, unsentReceipts: 4, oldestUnsentAt: longAgo, reportedAt: t0 })
      .execute();
  },
  // Yesterday's prices applied, today's not.
  masterDataMissing: async (db, contextId) => {
    const store = await addStore(db, contextId, '14', { heartbeat: t0 }, [{ heartbeat: t0 }]);
    const yesterday = t0 - 24 * 60 * minute;
    await db.kysely
      .insertInto('storeMasterData')
      .values({
        storeRowId: store.storeRowId,
        kind: 'prices',
        version: 'P-1',
        receivedAt: yesterday,
        appliedAt: yesterday,
        reportedAt: t0,
      })
      .execute();
  },
  // A store added 40 days ago whose notification to the tax office was never marked reported.
  notificationOverdue: async (db, contextId) => {
    const store = await addStore(db, contextId, '15', { heartbeat: t0 }, [{ heartbeat: t0 }]);
    await addDueStoreChange(db, contextId, store.storeUid, '15', t0 - 40 * 24 * 60 * minute);
  },
};

for (const database of databaseKinds)
  describe(`every alert kind of the catalogue on ${database}`, () => {
    let server: TestServer;
    const contexts = new Map<AlertKind, number>();
    before(async () => {
      server = await startTestServer(database);
      for (const kind of alertKinds) {
        const contextId = await addContext(server.db, `KIND-${kind}`);
        contexts.set(kind, contextId);
        await causeOf[kind](server.db, contextId);
      }
      await check(server.db, t0);
    });
    after(() => server.close());

    for (const kind of alertKinds)
      it(`${kind} (${alertKindCatalogue[kind].label}) has a check that opens its alert, and a mail text`, async () => {
        const entry = serverAlertKind(kind);
        assert.equal(typeof entry?.check.causes, 'function', `the kind ${kind} has no check in serverAlertKinds`);
        const opened = await server.db.kysely
          .selectFrom('alerts')
          .select(['kind', 'state'])
          .where('contextId', '=', contexts.get(kind)!)
          .execute();
        assert.deepEqual(
          opened,
          [{ kind, state: 'open' }],
          `the check of ${kind} did not open exactly one alert of its kind for its cause`,
        );
        // A store's alert names its store; a rollout's (no store) names its update.
        const rollout = alertKindEntry(kind).about === 'rollout';
        const what = entry!.mailWhat(rollout ? '' : '1003', rollout ? '' : '2', 'kasse-6.0.0.zip\nPilot');
        const named = rollout ? 'kasse-6.0.0.zip' : '1003';
        assert.ok(what.includes(named), `the mail text of ${kind} does not name ${named}: ${what}`);
        assert.ok(!what.includes('\n'), `the mail text of ${kind} holds a line break: ${what}`);
        assert.notEqual(what, alertMail.otherWhat('1003'), `the mail of ${kind} falls back to the unknown kind's text`);
      });
  });
