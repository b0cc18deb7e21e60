import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { terminalFacts } from './logic';
import { storeCashpointSections, storeMasterData, type CashpointSections } from './repository/ingest';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

/**
 * How long what this instance stored is trusted: another instance may have stored a change since
 * (an agent's heartbeats alternate between instances), so after this long a section is written again.
 */
const rememberedForMs = 5 * 60_000;

interface Known {
  fingerprint: string;
  storedAt: number;
}

const sectionsOf = (h: CashpointHeartbeat): CashpointSections => ({
  ...(h.peripherals ? { peripherals: h.peripherals } : {}),
  ...(h.payment ? { payment: h.payment } : {}),
  ...(h.dataFlow ? { dataFlow: h.dataFlow } : {}),
});

/**
 * Takes what a heartbeat reports of devices, card terminal, receipts and master data and writes
 * only the sections that changed since this instance last stored them (as the TSE ingest does), so
 * a full heartbeat with them costs about what one without does: an unchanged section is no
 * statement at all, a changed one a short transaction.
 */
export class StoreHealthIngest {
  private readonly known = new Map<string, Known>();
  /** Writes done, for the tests and the bench. */
  writes = 0;

  constructor(private readonly db: Db) {}

  /** The sections of `sections` whose value differs from what this instance remembers storing. */
  private changed<T extends object>(target: string, sections: T, now: number): Partial<T> {
    const out: Partial<T> = {};
    for (const [name, value] of Object.entries(sections) as [keyof T & string, T[keyof T & string]][]) {
      const known = this.known.get(`${target}\u0000${name}`);
      const fingerprint = JSON.stringify(value);
      if (!known || known.fingerprint !== fingerprint || now - known.storedAt >= rememberedForMs) out[name] = value;
    }
    return out;
  }

  private async write<T extends object>(target: string, sections: Partial<T>, now: number, store: () => Promise<void>) {
    const names = Object.keys(sections);
    if (names.length === 0) return;
    try {
      await store();
    } catch (error) {
      // Written again in full by the next heartbeat.
      for (const name of names) this.known.delete(`${target}\u0000${name}`);
      throw error;
    }
    this.writes += 1;
    for (const [name, value] of Object.entries(sections))
      this.known.set(`${target}\u0000${name}`, { fingerprint: JSON.stringify(value), storedAt: now });
  }

  async cashpoint(contextId: number, heartbeat: CashpointHeartbeat, now: number): Promise<void> {
    const { storeId, posId } = heartbeat;
    const target = `${contextId}\u0000${storeId}\u0000${posId}`;
    const sections = this.changed(target, sectionsOf(heartbeat), now);
    await this.write(target, sections, now, () =>
      storeCashpointSections(
        this.db.kysely,
        { contextId, storeId, posId },
        sections,
        (kept, report) => terminalFacts(kept, report, now),
        now,
      ),
    );
  }

  async storeServer(contextId: number, heartbeat: StoreHeartbeat, now: number): Promise<void> {
    if (!heartbeat.masterData) return;
    const { storeId } = heartbeat;
    const target = `${contextId}\u0000${storeId}`;
    const sections = this.changed(target, { masterData: heartbeat.masterData }, now);
    await this.write(target, sections, now, () =>
      storeMasterData(this.db.kysely, { contextId, storeId }, sections.masterData!, now),
    );
  }
}

const ingests = new WeakMap<Db, StoreHealthIngest>();

/** The one store health ingest of a database: every heartbeat to it compares with the same remembered values. */
export function storeHealthIngest(db: Db): StoreHealthIngest {
  let ingest = ingests.get(db);
  if (!ingest) ingests.set(db, (ingest = new StoreHealthIngest(db)));
  return ingest;
}
