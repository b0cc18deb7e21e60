import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import { storedTses, type StoredTse } from './repository/tseRows';
import { tseTargetKey, type SimTse } from './tseState';

type AgentTse = components['schemas']['AgentTse'];

// The TSEs the in-process simulator goes on reporting (issue 50): those the console stored last (the
// demo seed's, or what the simulator reported before a restart), so a restart swaps nothing and no
// counter runs backwards. Each TSE's rate is read from its counter samples of the last weeks.

const day = 86_400_000;
/** The counter's rate is taken from the samples of this many days, as the cockpit's estimate does. */
const rateWindowMs = 30 * day;

const num = (value: number | string | null) => (value === null ? null : Number(value));
const flag = (value: number | boolean | null) => (value === null ? null : value === true || Number(value) === 1);
const iso = (value: number | string | null) => (value === null ? null : new Date(Number(value)).toISOString());

function agentTse(row: StoredTse): AgentTse {
  return {
    type: row.type as AgentTse['type'],
    serial: row.serial,
    bsiCertificateId: row.bsi,
    manufacturer: row.manufacturer,
    model: row.model,
    certificateValidUntil: row.validuntil,
    activatedAt: iso(row.activated),
    signatureCounter: num(row.counter),
    signatureCapacity: num(row.capacity),
    state: row.state as AgentTse['state'],
    timeSet: flag(row.timeset),
    lastExportAt: iso(row.exportat),
    lastExportOk: flag(row.exportok),
    lastSelfTestAt: iso(row.testat),
    lastSelfTestOk: flag(row.testok),
  };
}

/** A TSE in use without two recent samples signs this many a day. */
const usualPerDay = 500;

/** Signatures a day from the earliest recent sample to the latest counter. */
function perDayOf(row: StoredTse): number {
  if (row.state !== 'initialized') return 0;
  const [counter, at, first, firstAt] = [row.counter, row.counterat, row.firstcounter, row.firstat].map(num);
  if (counter === null || at === null || first === null || firstAt === null || at <= firstAt) return usualPerDay;
  return Math.max(0, Math.round(((counter - first) / (at - firstAt)) * day));
}

/**
 * The stored TSEs of a context by target key (see `tseTargetKey`): each register's, and a LAN TSE
 * also for its store's server. Empty when the context has none (the caller then draws the demo's).
 */
export async function storedSimTses(db: Db, contextId: number, contextKey: string, now: number) {
  const { tses, assigned } = await storedTses(db, contextId, now - rateWindowMs);
  const byId = new Map<number, SimTse>();
  const byTarget = new Map<string, SimTse>();
  for (const row of tses) {
    const sim: SimTse = {
      tse: agentTse(row),
      baseAt: num(row.counterat) ?? now,
      perDay: perDayOf(row),
      swapOn: row.plannedfor,
    };
    byId.set(Number(row.id), sim);
    if (row.type === 'lan' && row.sid !== null) byTarget.set(tseTargetKey(contextKey, row.sid, null), sim);
  }
  for (const a of assigned) {
    const sim = byId.get(Number(a.tid));
    if (sim) byTarget.set(tseTargetKey(contextKey, a.sid, a.posid), sim);
  }
  return byTarget;
}
