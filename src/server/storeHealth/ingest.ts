import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { terminalFacts } from './logic';
import { sectionChanged, sectionKey, type SectionKey } from './logic/sectionChange';
import { storeCashpointSections, storeMasterData, type CashpointSections } from './repository/ingest';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

/**
 * How long what this instance stored is trusted: another instance may have stored a change since
 * (an agent's heartbeats alternate between instances), so after this long a section is written again.
 */
const rememberedForMs = 5 * 60_000;

interface Known {
  key: SectionKey;
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

  /**
   * The sections of `sections` that differ from what this instance remembers storing (the last
   * sale's and upload's times at a coarser step, logic/sectionChange.ts), with their keys.
   */
  private changed<T extends object>(target: string, sections: T, now: number) {
    const out: Partial<T> = {};
    const keys = new Map<string, SectionKey>();
    for (const [name, value] of Object.entries(sections) as [keyof T & string, T[keyof T & string]][]) {
      const known = this.known.get(`${target}\u0000${name}`);
      const key = sectionKey(name, value);
      if (!known || now - known.storedAt >= rememberedForMs || sectionChanged(known.key, key)) {
        out[name] = value;
        keys.set(name, key);
      }
    }
    return { sections: out, keys };
  }

  private async write(target: string, keys: Map<string, SectionKey>, now: number, store: () => Promise<void>) {
    const names = [...keys.keys()];
    if (names.length === 0) return;
    try {
      await store();
    } catch (error) {
      // Written again in full by the next heartbeat.
      for (const name of names) this.known.delete(`${target}\u0000${name}`);
      throw error;
    }
    this.writes += 1;
    for (const [name, key] of keys) this.known.set(`${target}\u0000${name}`, { key, storedAt: now });
  }

  async cashpoint(contextId: number, heartbeat: CashpointHeartbeat, now: number): Promise<void> {
    const { storeId, posId } = heartbeat;
    const target = `${contextId}\u0000${storeId}\u0000${posId}`;
    const { sections, keys } = this.changed(target, sectionsOf(heartbeat), now);
    await this.write(target, keys, now, () =>
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
    const { sections, keys } = this.changed(target, { masterData: heartbeat.masterData }, now);
    await this.write(target, keys, now, () =>
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
