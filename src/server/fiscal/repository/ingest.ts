import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { components } from '../../../shared/generated/contract';

type AgentTse = components['schemas']['AgentTse'];

/** Who reported the TSE: a register (`posId`) or the store server of a store (`posId` null). */
export interface TseReporter {
  contextId: number;
  storeId: string;
  posId: string | null;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
const flag = (value: boolean | null | undefined) => (value == null ? null : value ? 1 : 0);

/** The TSE's columns as reported; a value the agent left out is stored as unknown. */
export function reportedValues(tse: AgentTse) {
  return {
    type: tse.type,
    bsiCertificateId: tse.bsiCertificateId ?? null,
    manufacturer: tse.manufacturer ?? null,
    model: tse.model ?? null,
    certificateValidUntil: tse.certificateValidUntil,
    activatedAt: time(tse.activatedAt),
    signatureCounter: tse.signatureCounter ?? null,
    signatureCapacity: tse.signatureCapacity ?? null,
    state: tse.state,
    timeSet: flag(tse.timeSet),
    lastExportAt: time(tse.lastExportAt),
    lastExportOk: flag(tse.lastExportOk),
    lastSelfTestAt: time(tse.lastSelfTestAt),
    lastSelfTestOk: flag(tse.lastSelfTestOk),
  };
}

async function recount(trx: Transaction<Database>, tseIds: number[], now: number) {
  await trx
    .updateTable('tses')
    .set({
      cashpointCount: sql`(select count(*) from tse_assignments a where a.tse_id = tses.id)`,
    })
    .where('id', 'in', tseIds)
    .execute();
  // A TSE swapped out of its last register leaves the list, unless a store server reports it (below).
  await trx
    .updateTable('tses')
    .set({ retiredAt: now })
    .where('id', 'in', tseIds)
    .where('cashpointCount', '=', 0)
    .where('retiredAt', 'is', null)
    .execute();
}

/**
 * Stores what a heartbeat reported of its TSE, in one transaction: the TSE's row (new: with its
 * 'firstSeen'; another state: with a 'state' entry), the day's counter sample (its first), and for a
 * register which TSE it uses: another serial than before is a swap, in both TSEs' histories, and
 * closes the old TSE's open swap plan.
 */
export async function storeReportedTse(
  db: Kysely<Database>,
  reporter: TseReporter,
  tse: AgentTse,
  now: number,
  day: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const store = await trx
      .selectFrom('stores')
      .select('id')
      .where('contextId', '=', reporter.contextId)
      .where('storeId', '=', reporter.storeId)
      .executeTakeFirst();
    const cashpoint =
      store && reporter.posId !== null
        ? await trx
            .selectFrom('cashpoints')
            .select('id')
            .where('storeRowId', '=', store.id)
            .where('posId', '=', reporter.posId)
            .executeTakeFirst()
        : undefined;
    const where = { storeId: reporter.storeId, posId: reporter.posId };
    const values = {
      ...reportedValues(tse),
      counterAt: tse.signatureCounter == null ? null : now,
      storeRowId: store?.id ?? null,
      lastSeen: now,
      retiredAt: null,
    };
    const before = await trx
      .selectFrom('tses')
      .select(['id', 'state'])
      .where('contextId', '=', reporter.contextId)
      .where('serial', '=', tse.serial)
      .executeTakeFirst();
    let tseId: number;
    if (before) {
      tseId = before.id;
      await trx.updateTable('tses').set(values).where('id', '=', tseId).execute();
      if (before.state !== tse.state)
        await trx
          .insertInto('tseEvents')
          .values({
            tseId,
            at: now,
            kind: 'state',
            ...where,
            otherSerial: null,
            fromValue: before.state,
            toValue: tse.state,
          })
          .execute();
    } else {
      const inserted = await trx
        .insertInto('tses')
        .values({ contextId: reporter.contextId, serial: tse.serial, firstSeen: now, ...values })
        .onConflict((oc) => oc.columns(['contextId', 'serial']).doUpdateSet(values))
        .returning(['id', 'firstSeen'])
        .executeTakeFirstOrThrow();
      tseId = inserted.id;
      // Another instance may have inserted it a moment before: only the one that did writes 'firstSeen'.
      if (Number(inserted.firstSeen) === now)
        await trx
          .insertInto('tseEvents')
          .values({ tseId, at: now, kind: 'firstSeen', ...where, otherSerial: null, fromValue: null, toValue: null })
          .execute();
    }
    if (tse.signatureCounter != null)
      await trx
        .insertInto('tseCounterSamples')
        .values({ tseId, day, counter: tse.signatureCounter, at: now })
        .onConflict((oc) => oc.columns(['tseId', 'day']).doNothing())
        .execute();
    if (cashpoint) await assign(trx, cashpoint.id, tseId, tse.serial, where, now);
  });
}

async function assign(
  trx: Transaction<Database>,
  cashpointId: number,
  tseId: number,
  serial: string,
  where: { storeId: string; posId: string | null },
  now: number,
) {
  const current = await trx
    .selectFrom('tseAssignments as a')
    .innerJoin('tses as t', 't.id', 'a.tseId')
    .select(['a.tseId', 't.serial'])
    .where('a.cashpointId', '=', cashpointId)
    .executeTakeFirst();
  if (current?.tseId === tseId) return;
  if (!current) {
    await trx.insertInto('tseAssignments').values({ cashpointId, tseId, since: now }).execute();
    await recount(trx, [tseId], now);
    return;
  }
  const oldId = current.tseId;
  await trx.updateTable('tseAssignments').set({ tseId, since: now }).where('cashpointId', '=', cashpointId).execute();
  const event = { at: now, ...where, fromValue: null, toValue: null };
  await trx
    .insertInto('tseEvents')
    .values([
      { ...event, tseId: oldId, kind: 'swappedOut', otherSerial: serial },
      { ...event, tseId, kind: 'swappedIn', otherSerial: current.serial },
    ])
    .execute();
  const closed = await trx
    .updateTable('tseSwapPlans')
    .set({ doneAt: now })
    .where('tseId', '=', oldId)
    .where('doneAt', 'is', null)
    .returning('plannedFor')
    .executeTakeFirst();
  if (closed)
    await trx
      .insertInto('tseEvents')
      .values({ ...event, tseId: oldId, kind: 'planClosed', otherSerial: serial, toValue: closed.plannedFor })
      .execute();
  await recount(trx, [oldId, tseId], now);
}
