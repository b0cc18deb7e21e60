import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { dayOf } from './logic';
import { storeReportedTse, type TseReporter } from './repository/ingest';

type AgentTse = components['schemas']['AgentTse'];

/**
 * How long what this instance stored is trusted: another instance may have stored a change since.
 * A counter that only grew is written with the next write after this too: it changes with every
 * sale, and the estimate needs a sample a day, not every heartbeat's value.
 */
const rememberedForMs = 5 * 60_000;

interface Known {
  /** The reported values except the counter, and the reporter's store. */
  fingerprint: string;
  sampleDay: string | null;
  storedAt: number;
}

/**
 * Takes the TSE a heartbeat reports and writes only what changed since this instance last stored
 * it (compared with the values it remembers), so a full heartbeat with `tse` costs about what one
 * without does: an unchanged TSE is no statement at all, a changed one one short transaction.
 */
export class TseIngest {
  private readonly tses = new Map<string, Known>();
  /** The serial each register (context, store, posId) was last stored with. */
  private readonly assigned = new Map<string, string>();
  /** Writes done, for the tests and the bench. */
  writes = 0;

  constructor(private readonly db: Db) {}

  async report(reporter: TseReporter, tse: AgentTse, now: number): Promise<void> {
    const tseKey = `${reporter.contextId}\u0000${tse.serial}`;
    const targetKey = `${reporter.contextId}\u0000${reporter.storeId}\u0000${reporter.posId ?? ''}`;
    const { signatureCounter, ...rest } = tse;
    const fingerprint = JSON.stringify([reporter.storeId, rest]);
    const counter = signatureCounter ?? null;
    const day = dayOf(now);
    const known = this.tses.get(tseKey);
    const unchanged =
      known !== undefined &&
      now - known.storedAt < rememberedForMs &&
      known.fingerprint === fingerprint &&
      (counter === null || known.sampleDay === day) &&
      (reporter.posId === null || this.assigned.get(targetKey) === tse.serial);
    if (unchanged) return;
    try {
      await storeReportedTse(this.db.kysely, reporter, tse, now, day);
    } catch (error) {
      // Written again in full by the next heartbeat.
      this.tses.delete(tseKey);
      this.assigned.delete(targetKey);
      throw error;
    }
    this.writes += 1;
    this.tses.set(tseKey, {
      fingerprint,
      sampleDay: counter === null ? null : day,
      storedAt: now,
    });
    if (reporter.posId !== null) this.assigned.set(targetKey, tse.serial);
  }
}

const ingests = new WeakMap<Db, TseIngest>();

/** The one TSE ingest of a database: every heartbeat to it compares with the same remembered values. */
export function tseIngest(db: Db): TseIngest {
  let ingest = ingests.get(db);
  if (!ingest) ingests.set(db, (ingest = new TseIngest(db)));
  return ingest;
}
