import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import {
  cashpointDigests,
  cashpointSections,
  diffSections,
  fingerprintsOf,
  isFullCashpointBeat,
  isFullStoreBeat,
  offlineSpan,
  storeDigests,
  storeSections,
  unchanged,
  type Fingerprints,
  type Sections,
} from './logic';
import { recordHistory, type Decide } from './repository/record';
import { targetFacts, type HistoryTarget, type TargetFacts } from './repository/targets';
import { publishLive, type LiveChange } from '../live';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

/**
 * How long what this instance knows of a target is trusted without reading it again: another
 * instance may have stored a change since (an agent's heartbeats alternate between instances), as
 * the fleet's liveness batches trust theirs (fleet/liveness.ts).
 */
const rememberedForMs = 5 * 60_000;

interface Known {
  /** Its latest heartbeat this instance saw. */
  lastBeat: number;
  /** When history last read or wrote its stored fingerprints. */
  checkedAt: number;
  /** Its stored fingerprints; null before its first full heartbeat (nothing kept yet). */
  fingerprints: Fingerprints | null;
  /**
   * The digests (SectionDigest) of the sections whose values this instance knows stored: a heartbeat
   * whose sections have these digests changed nothing, and its values are not even collected.
   */
  digests: Record<string, string>;
}

/** The heartbeat's own write: resolves with the target's row id when it knows it (a durable write). */
export type StoreHeartbeatWrite = () => Promise<number | undefined>;

/**
 * Keeps what the agents report as changes (issue 53): around each heartbeat's own write it compares
 * the sections the heartbeat carries with the target's stored fingerprints and writes only when
 * something changed: its changes with one multi-row insert, and an offline span when the target
 * comes back after a silence past the offline limit (decided here, at heartbeat time: the previous
 * heartbeat is at hand, a job would scan every target for it).
 *
 * A heartbeat, light or full, of a target this instance heard within the offline limit, whose
 * sections have the fingerprints this instance read or wrote for it within the trust
 * (`rememberedForMs`), costs no statement: nothing changed against what is stored as far as this
 * instance knows. Any other costs one indexed read before the heartbeat is written, which also
 * gives the previous heartbeat's time; so each target is held against the stored state at least
 * once per trust window. The rule for several instances: a change another instance stored is seen
 * by this one at once when the heartbeat differs from what this one knows (it reads then); only a
 * heartbeat that goes back to exactly what this instance last knew, within its trust, is taken as
 * unchanged, and its change back is stored by the first heartbeat carrying it after the trust
 * (at that heartbeat's time), or at once by an instance that knows the other value.
 */
export class HistoryIngest {
  private readonly known = new Map<string, Known>();
  /** When this instance began listening: a silence counts from then at the earliest. */
  private listeningSince: number | undefined;
  /** When `known` was last swept of targets not heard from for a while. */
  private sweptAt = 0;
  /** Reads and writes done, for the tests and the bench. */
  reads = 0;
  writes = 0;

  constructor(private readonly db: Db) {}

  cashpoint(
    contextId: number,
    heartbeat: CashpointHeartbeat,
    now: number,
    offlineAfterSeconds: number,
    store: StoreHeartbeatWrite,
  ): Promise<void> {
    const { storeId, posId } = heartbeat;
    const target: HistoryTarget = { kind: 'cashpoint', contextId, storeId, posId };
    return this.around(
      target,
      cashpointDigests(heartbeat),
      () => cashpointSections(heartbeat),
      isFullCashpointBeat(heartbeat),
      now,
      offlineAfterSeconds,
      store,
    );
  }

  storeServer(
    contextId: number,
    heartbeat: StoreHeartbeat,
    now: number,
    offlineAfterSeconds: number,
    store: StoreHeartbeatWrite,
  ): Promise<void> {
    const target: HistoryTarget = { kind: 'store', contextId, storeId: heartbeat.storeId };
    const sections = () => storeSections(heartbeat);
    return this.around(
      target,
      storeDigests(heartbeat),
      sections,
      isFullStoreBeat(heartbeat),
      now,
      offlineAfterSeconds,
      store,
    );
  }

  private async around(
    target: HistoryTarget,
    digests: Record<string, string>,
    sectionsOf: () => Sections,
    full: boolean,
    now: number,
    offlineAfterSeconds: number,
    store: StoreHeartbeatWrite,
  ): Promise<void> {
    this.listeningSince ??= now;
    const offlineAfterMs = offlineAfterSeconds * 1000;
    this.sweep(now, offlineAfterMs);
    const key = `${target.kind}\u0000${target.contextId}\u0000${target.storeId}\u0000${target.kind === 'cashpoint' ? target.posId : ''}`;
    const known = this.known.get(key);
    const quiet =
      known !== undefined &&
      now - known.lastBeat <= offlineAfterMs &&
      now - known.checkedAt <= rememberedForMs &&
      (known.fingerprints === null ? !full : unchanged(digests, known.digests));
    if (quiet) {
      await store();
      known.lastBeat = Math.max(known.lastBeat, now);
      return;
    }
    const sections = sectionsOf();
    const reported = fingerprintsOf(sections);
    this.reads += 1;
    const facts = await targetFacts(this.db, target);
    const writtenId = await store();
    const targetId = facts?.targetId ?? writtenId;
    if (targetId === undefined) return;
    const storedText = facts?.fingerprint ?? null;
    const stored = storedText === null ? null : (JSON.parse(storedText) as Fingerprints);
    const previousBeat = Math.max(facts?.lastHeartbeat ?? -Infinity, known?.lastBeat ?? -Infinity);
    // Heard for the first time, or back after a silence past the offline limit: the browsers' trees
    // show it online at once.
    if (facts && (!Number.isFinite(previousBeat) || now - previousBeat > offlineAfterMs))
      publishLive(this.db, [backOnline(target, facts)]);
    const span = offlineSpan(
      Number.isFinite(previousBeat) ? previousBeat : null,
      this.listeningSince,
      now,
      offlineAfterMs,
    );
    const changed = stored === null ? full : !unchanged(reported, stored);
    let fingerprints = stored;
    let stale = false;
    if (changed || span) {
      const decide: Decide | null = changed ? (before) => decided(before, sections, full) : null;
      try {
        const subject = { kind: target.kind, targetId };
        const written = await recordHistory(this.db, subject, decide, span, now, stored === null);
        if (written !== null) fingerprints = JSON.parse(written) as Fingerprints;
        // Another instance stored these values meanwhile: what is stored now is read again next time.
        else stale = changed;
      } catch (error) {
        // Compared with the stored fingerprints again by the next heartbeat.
        this.known.delete(key);
        throw error;
      }
      this.writes += 1;
    }
    if (stale) {
      this.known.delete(key);
      return;
    }
    // The sections this heartbeat carries are stored as it reports them now; a digest of another
    // section still holds where that section's stored fingerprint is still the one it was taken with.
    const kept: Record<string, string> = {};
    for (const [name, digest] of Object.entries(known?.digests ?? {}))
      if (fingerprints && known?.fingerprints?.[name] === fingerprints[name]) kept[name] = digest;
    this.known.set(key, { lastBeat: now, checkedAt: now, fingerprints, digests: { ...kept, ...digests } });
  }

  /**
   * Forgets, at most every few minutes, the targets this instance has not heard from within the
   * offline limit and the trust: their next heartbeat reads anyway, so keeping them only costs memory.
   */
  private sweep(now: number, offlineAfterMs: number): void {
    if (now - this.sweptAt < rememberedForMs) return;
    this.sweptAt = now;
    const before = now - Math.max(offlineAfterMs, rememberedForMs);
    for (const [key, known] of this.known) if (known.lastBeat < before) this.known.delete(key);
  }
}

/** What to store given the stored sections: nothing before the first full heartbeat, nothing when nothing changed. */
function decided(before: Sections | null, sections: Sections, full: boolean): ReturnType<Decide> {
  if (!before && !full) return null;
  const { changes, after } = diffSections(before, sections);
  const fingerprint = JSON.stringify(fingerprintsOf(after));
  if (before && changes.length === 0 && fingerprint === JSON.stringify(fingerprintsOf(before))) return null;
  return { changes, after, fingerprint };
}

/** The live event of a target heard again after it counted as offline. */
function backOnline(target: HistoryTarget, facts: TargetFacts): LiveChange {
  const kind = target.kind === 'cashpoint' ? 'cashpoint' : 'storeAgent';
  const event = { kind, contextId: '', uid: facts.uid, storeUid: facts.storeUid, changes: { offline: false } } as const;
  return { contextId: target.contextId, event };
}

const ingests = new WeakMap<Db, HistoryIngest>();

/** The one history ingest of a database: every heartbeat to it compares with the same remembered values. */
export function historyIngest(db: Db): HistoryIngest {
  let ingest = ingests.get(db);
  if (!ingest) ingests.set(db, (ingest = new HistoryIngest(db)));
  return ingest;
}

/** A heartbeat's own write and nothing of history. */
class WithoutHistory extends HistoryIngest {
  override cashpoint(...[, , , , store]: Parameters<HistoryIngest['cashpoint']>): Promise<void> {
    return store().then(() => undefined);
  }

  override storeServer(...[, , , , store]: Parameters<HistoryIngest['storeServer']>): Promise<void> {
    return store().then(() => undefined);
  }
}

/**
 * Switches history off or on again for the heartbeats to this database, for the bench's comparison
 * of the heartbeat mix with history against the mix without it (scripts/bench/historyCost.ts) only:
 * no setting of the console switches history off.
 */
export function historyForBench(db: Db, on: boolean): void {
  const current = ingests.get(db);
  if (on === !(current instanceof WithoutHistory)) return;
  // What the ingest knows is kept aside while history is off, as an instance's memory would be.
  const other = setAside.get(db);
  if (current) setAside.set(db, current);
  if (other) ingests.set(db, other);
  else if (on) ingests.delete(db);
  else ingests.set(db, new WithoutHistory(db));
}

const setAside = new WeakMap<Db, HistoryIngest>();
