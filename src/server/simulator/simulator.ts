import type { Prng } from '../demo/prng';
import type { SimContext, SimStore, SimTarget } from './fleet';
import { AgentClient, type Transport } from './transport';
import { runPool } from './pool';
import { newStats, type TickStats } from './tickStats';
import { BadVersions, type BadVersion } from './badVersions';
import { ActionPlayer } from './actions';
import { sendHeartbeat, type BeatSource } from './heartbeat';
import { swapDueTses } from './tse';
import { stepLabStore, stepStore } from './storeHealth';

export type { TickStats };

export interface SimulatorOptions {
  transport: Transport;
  fleet: SimContext[];
  prng: Prng;
  /** The agents' clock in milliseconds: signatures take its seconds, installation reports its milliseconds. */
  now?: () => number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Every how many beats a target sends its full info (the others are light heartbeats); 0: never. */
  fullInfoEvery?: number;
  /** Every how many ticks a target asks for due updates; 0: never. */
  updatesEvery?: number;
  /** Chance per tick that an online target drops out for a while. */
  outageChance?: number;
  /** Chance that an installation fails. */
  failureChance?: number;
  /** Chance that a remote action fails (issue 49). */
  actionFailureChance?: number;
  /** Chance that a register's heartbeat during opening hours reports a receipt open. */
  openReceiptChance?: number;
  /**
   * After how many ticks a TSE whose planned swap day has come is replaced (issue 50): the demo's
   * swap planned for today happens a while after the start, not before anyone looks.
   */
  tseSwapAfterTicks?: number;
  /**
   * Whether the beats carry devices, terminal, receipts and master data (issue 51); off for the
   * bench's comparison of a full heartbeat with and without them.
   */
  storeHealth?: boolean;
  /** Whether a register's beats say if a receipt is open (issue 49); off for the bench's comparison. */
  openReceipts?: boolean;
  /** Versions played as bad: their installs fail more often, or the store's TSE stops after them. */
  badVersions?: readonly BadVersion[];
  /**
   * Called for every heartbeat the server answered with 200, with the agents' clock when it was
   * sent and the instance that answered: a test compares it with what the server stored, to see
   * that no acknowledged write is lost.
   */
  onAcknowledged?: (contextKey: string, target: SimTarget, sentAt: number, instance: string | null) => void;
}

interface DueUpdates {
  install: { filename: string; tag: string; orderKey: number; size: number }[];
  remove: string[];
  notBefore?: string;
}

/**
 * Plays a fleet of registers and store servers against the agent API: heartbeats with realistic
 * payloads, outages that end after a while, and the update cycle (ask what is due, report
 * installing, download, report installed or now and then failed, remove what was withdrawn).
 */
export class FleetSimulator {
  private tickNo = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private readonly clients = new Map<string, AgentClient>();
  /** Each target's last due-update answer and its ETag. */
  private readonly lastDue = new WeakMap<SimTarget, { etag: string; answer: DueUpdates }>();
  private readonly o: Required<
    Omit<SimulatorOptions, 'fleet' | 'transport' | 'prng' | 'onAcknowledged' | 'badVersions'>
  >;
  private readonly bad: BadVersions;
  private readonly actions: ActionPlayer;
  private readonly beats: BeatSource;

  constructor(private readonly options: SimulatorOptions) {
    this.o = {
      now: options.now ?? (() => Date.now()),
      concurrency: options.concurrency ?? 16,
      fullInfoEvery: options.fullInfoEvery ?? 10,
      updatesEvery: options.updatesEvery ?? 2,
      outageChance: options.outageChance ?? 0.002,
      failureChance: options.failureChance ?? 0.05,
      actionFailureChance: options.actionFailureChance ?? 0.05,
      openReceiptChance: options.openReceiptChance ?? 0.1,
      tseSwapAfterTicks: options.tseSwapAfterTicks ?? 20,
      storeHealth: options.storeHealth ?? true,
      openReceipts: options.openReceipts ?? true,
    };
    this.bad = new BadVersions(options.badVersions);
    this.actions = new ActionPlayer(options.prng, this.o.now, {
      failureShare: this.o.actionFailureChance,
      openReceiptShare: this.o.openReceiptChance,
    });
    this.beats = {
      prng: options.prng,
      now: this.o.now,
      nowSeconds: () => this.nowSeconds(),
      fullInfoEvery: this.o.fullInfoEvery,
      bad: this.bad,
      actions: this.actions,
      storeHealth: this.o.storeHealth,
      openReceipts: this.o.openReceipts,
    };
    for (const c of options.fleet) {
      this.clients.set(c.key, new AgentClient(options.transport, c.key, c.secret, () => this.nowSeconds()));
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.o.now() / 1000);
  }

  get targets(): number {
    return this.options.fleet.reduce(
      (n, c) => n + c.stores.reduce((m, s) => m + s.registers.length + (s.server ? 1 : 0), 0),
      0,
    );
  }

  /** Runs a tick now and then every `intervalMs`, never two at once. */
  /** Resolves when the first round is done (the fleet has reported once); then a round every `intervalMs`. */
  start(intervalMs: number, onTick?: (stats: TickStats) => void): Promise<void> {
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.tick().then(onTick, () => undefined);
      await this.running;
      if (!this.stopped) this.timer = setTimeout(() => void loop(), intervalMs);
    };
    return loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  async tick(): Promise<TickStats> {
    const stats = newStats();
    const tick = ++this.tickNo;
    const work: (() => Promise<void>)[] = [];
    for (const context of this.options.fleet) {
      const client = this.clients.get(context.key)!;
      if (tick > this.o.tseSwapAfterTicks) swapDueTses(context, this.o.now());
      for (const store of context.stores) {
        if (!context.steady) {
          this.maybeStoreOutage(store);
          // Its hours, devices, receipts and files on the clock (issue 51); the lab's stay healthy.
          stepStore(store, this.o.now(), this.options.prng);
        } else stepLabStore(store, this.o.now());
        for (const t of [...store.registers, ...(store.server ? [store.server] : [])]) {
          if (this.isSilent(t, context.steady)) {
            stats.silent += 1;
            continue;
          }
          work.push(() => this.serve(client, context, store, t, tick, stats));
        }
      }
    }
    await runPool(work, this.o.concurrency, () => this.stopped);
    return stats;
  }

  private maybeStoreOutage(store: SimStore): void {
    // Now and then a whole store drops off the network (its line is down), registers and server alike.
    if (!this.options.prng.chance(this.o.outageChance / 10)) return;
    const ticks = this.options.prng.int(10, 40);
    for (const t of [...store.registers, ...(store.server ? [store.server] : [])]) {
      if (t.silentFor !== Infinity) t.silentFor = Math.max(t.silentFor, ticks);
    }
  }

  private isSilent(t: SimTarget, steady = false): boolean {
    if (t.silentFor > 0) {
      t.silentFor -= 1;
      return true;
    }
    if (!steady && this.options.prng.chance(this.o.outageChance)) {
      t.silentFor = this.options.prng.int(10, 30);
      return true;
    }
    return false;
  }

  private async serve(
    client: AgentClient,
    context: SimContext,
    store: SimStore,
    t: SimTarget,
    tick: number,
    stats: TickStats,
  ) {
    const steady = context.steady ?? false;
    try {
      await this.heartbeat(client, store, t, steady);
      stats.heartbeats += 1;
      // Spread the update checks over the ticks instead of every target asking in the same one.
      const phase = (Number(t.storeId) + Number(t.posId ?? 0)) % this.o.updatesEvery;
      if (this.o.updatesEvery > 0 && tick % this.o.updatesEvery === phase)
        await this.updateCycle(client, t, tick, stats, steady);
      // Remote actions every tick: one waiting for the till's receipt to close starts soon after.
      await this.actions.cycle(client, context.secret, t, stats);
    } catch {
      stats.errors += 1;
    }
  }

  private async heartbeat(client: AgentClient, store: SimStore, t: SimTarget, steady: boolean): Promise<void> {
    const sentAt = this.o.now();
    const reply = await sendHeartbeat(this.beats, client, store, t, steady);
    if (reply.status !== 200) throw new Error(`heartbeat ${reply.status}`);
    this.options.onAcknowledged?.(client.contextKey, t, sentAt, reply.instance);
  }

  private async updateCycle(
    client: AgentClient,
    t: SimTarget,
    tick: number,
    stats: TickStats,
    steady: boolean,
  ): Promise<void> {
    const kind = t.posId === null ? 'store' : 'cashpoint';
    const who = { target: kind, storeId: t.storeId, ...(t.posId === null ? {} : { posId: t.posId }) };
    // Each report carries the agent's time, by which the server orders reports that arrive late.
    const report = (filename: string, installationStatus: number, log: string | null) =>
      client.post('/api/agent/updates/report', {
        ...who,
        filename,
        installationStatus,
        log,
        reportedAt: new Date(this.o.now()).toISOString(),
      });

    if (t.installing) {
      if (tick < t.installing.until) return;
      const { filename } = t.installing;
      t.installing = null;
      let download = await client.get(`/api/agent/updates/${kind}/${encodeURIComponent(filename)}`);
      // S3 storage: the console redirects to a presigned URL, fetched from the store with a plain GET.
      if (download.status === 302 && download.location) {
        const stored = await fetch(download.location);
        download = { ...download, status: stored.status, body: Buffer.from(await stored.arrayBuffer()) };
      }
      // A lab's installs never fail, unless the version is played as bad.
      const failureChance =
        this.bad.failureShare(client.contextKey, filename) ?? (steady ? null : this.o.failureChance);
      const ok = download.status === 200 && (failureChance === null || !this.options.prng.chance(failureChance));
      const stamp = new Date(this.nowSeconds() * 1000).toISOString();
      const log = ok
        ? `${stamp} Download ${filename} (${download.body.length} Bytes) abgeschlossen\n${stamp} Dienste gestoppt\n${stamp} Installation erfolgreich\n`
        : `${stamp} Download ${filename} (${download.body.length} Bytes)\n${stamp} FEHLER: Installation abgebrochen (Dienst antwortet nicht)\n`;
      await report(filename, ok ? 2 : 3, log);
      if (ok) {
        t.current = filename;
        stats.installed += 1;
      } else {
        t.failed = { filename, retryAt: tick + 20 * this.o.updatesEvery };
        stats.failed += 1;
      }
      return;
    }

    // Outside its store's update window the server said when to ask again; a real agent waits till then.
    if (t.notBefore !== null && this.o.now() < t.notBefore) {
      stats.waiting += 1;
      return;
    }
    const params = new URLSearchParams(who as Record<string, string>);
    // Like a real agent it keeps its last answer and sends its ETag: a 304 means that answer holds.
    const kept = this.lastDue.get(t);
    const due = await client.get(`/api/agent/updates?${params.toString()}`, kept ? { 'if-none-match': kept.etag } : {});
    if (due.status !== 200 && !(due.status === 304 && kept)) throw new Error(`due updates ${due.status}`);
    const answer = due.status === 304 ? kept!.answer : due.json<DueUpdates>();
    if (due.status === 304) stats.dueUnchanged += 1;
    else if (due.etag) this.lastDue.set(t, { etag: due.etag, answer });
    const { install, remove, notBefore } = answer;
    t.notBefore = notBefore === undefined ? null : Date.parse(notBefore);
    for (const filename of remove) {
      await report(filename, 0, `${new Date(this.nowSeconds() * 1000).toISOString()} ${filename} entfernt\n`);
      if (t.current === filename) t.current = null;
      stats.removed += 1;
    }
    // An agent runs the newest due update; older ones are superseded by it.
    const top = install[install.length - 1];
    if (!top || top.filename === t.current) return;
    if (t.failed?.filename === top.filename && tick < t.failed.retryAt) return;
    await report(top.filename, 1, null);
    t.installing = { filename: top.filename, until: tick + this.options.prng.int(1, 3) * this.o.updatesEvery };
    stats.installsStarted += 1;
  }
}
