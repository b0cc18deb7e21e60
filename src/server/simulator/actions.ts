import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Prng } from '../demo/prng';
import type { AgentAction, SimTarget, TargetActions } from './fleet';
import type { AgentClient } from './transport';
import type { TickStats } from './tickStats';
import { everything, posApplication, repair } from './repairs';
import { cutNow, reloadMasterData } from './storeHealth';

// The simulated agents' side of remote actions (issue 49): each asks for its due actions with the
// others of its calls (signed the same way, with the ETag of its last answer), checks the console's
// signature, reports an action started, plays it for a realistic while, and reports it succeeded or
// (a share of the time) failed, with an exit code and output. What it was told really happens: a
// restarted service runs (repairs.ts), so a 'Dienst gestoppt' alert closes; a collectLogs uploads a
// small bundle first.

type Running = TargetActions['running'][number];

/** How long each kind takes on a machine, in seconds (from, to). */
const durations: Record<string, [number, number]> = {
  restartService: [3, 10],
  restartPos: [5, 15],
  reboot: [15, 30],
  ntpResync: [1, 3],
  reloadMasterData: [10, 30],
  dayClose: [15, 40],
  eftCut: [5, 15],
  collectLogs: [5, 15],
};

/** The text an agent signs over, as the contract describes it (GET /api/agent/actions). */
export function actionSigningText(
  contextKey: string,
  a: Pick<AgentAction, 'actionUid' | 'kind' | 'parameters' | 'deadline'>,
) {
  const sorted = Object.fromEntries(Object.entries(a.parameters).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return ['action', contextKey, a.actionUid, a.kind, JSON.stringify(sorted), a.deadline].join('\n');
}

function signatureHolds(secret: string, contextKey: string, a: AgentAction): boolean {
  const expected = crypto.createHmac('sha256', secret).update(actionSigningText(contextKey, a)).digest();
  const given = Buffer.from(a.signature, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export interface ActionPlayOptions {
  /** Share (0..1) of the actions that fail. */
  failureShare: number;
  /** Share (0..1) of a register's heartbeats during opening hours that report a receipt open. */
  openReceiptShare: number;
}

export class ActionPlayer {
  constructor(
    private readonly prng: Prng,
    private readonly now: () => number,
    private readonly o: ActionPlayOptions,
  ) {}

  private state(t: SimTarget): TargetActions {
    return (t.actions ??= { running: [], seen: new Set(), etag: null });
  }

  /**
   * A register's `openReceipt` for its heartbeat, light or full: never while it plays an action,
   * else now and then while its store is open (by its calendar, storeHealth.ts).
   */
  openReceipt(t: SimTarget, storeOpen: boolean): boolean {
    if ((t.actions?.running.length ?? 0) > 0) return false;
    return storeOpen && this.prng.chance(this.o.openReceiptShare);
  }

  /** Ends what is done, then asks for due actions and starts the new ones. */
  async cycle(client: AgentClient, secret: string, t: SimTarget, stats: TickStats): Promise<void> {
    const s = this.state(t);
    const now = this.now();
    for (const run of s.running.filter((r) => r.endsAt <= now)) await this.finish(client, t, run, stats);
    s.running = s.running.filter((r) => r.endsAt > now);

    const query = new URLSearchParams(
      t.posId === null
        ? { target: 'storeAgent', storeId: t.storeId }
        : { target: 'cashpoint', storeId: t.storeId, posId: t.posId },
    );
    const reply = await client.get(`/api/agent/actions?${query.toString()}`, s.etag ? { 'if-none-match': s.etag } : {});
    if (reply.status === 304) return;
    if (reply.status !== 200) throw new Error(`actions ${reply.status}`);
    s.etag = reply.etag;
    for (const action of reply.json<{ actions: AgentAction[] }>().actions) {
      // Handed again (a lost reply, or the start report not arrived yet) after this agent took it:
      // run once only. An action is known by its uid and its (signed) deadline: an operator's retry
      // of a failed target ('Fehlgeschlagene wiederholen') hands the same uid with a new deadline,
      // which the agent runs again, also when that hand-out's reply was lost and it comes repeated.
      const key = `${action.actionUid} ${action.deadline}`;
      if (s.seen.has(key)) continue;
      if (!signatureHolds(secret, client.contextKey, action)) {
        s.seen.add(key);
        stats.actionsRefused += 1;
        continue;
      }
      // Not started after its deadline: the agent says so instead.
      if (Date.parse(action.deadline) < now) {
        await this.report(
          client,
          action.actionUid,
          'expired',
          null,
          `${new Date(now).toISOString()} Frist abgelaufen\n`,
        );
        s.seen.add(key);
        continue;
      }
      await this.report(client, action.actionUid, 'started');
      // Taken only once the console has the start: a failed report is tried with the next hand-out.
      s.seen.add(key);
      const [from, to] = durations[action.kind] ?? [2, 10];
      s.running.push({ action, endsAt: now + this.prng.int(from, to) * 1000 });
      stats.actionsStarted += 1;
    }
  }

  private async finish(client: AgentClient, t: SimTarget, run: Running, stats: TickStats): Promise<void> {
    const { action } = run;
    const stamp = new Date(this.now()).toISOString();
    if (this.prng.chance(this.o.failureShare)) {
      await this.report(
        client,
        action.actionUid,
        'failed',
        1,
        `${stamp} FEHLER: ${action.kind} abgebrochen (Zeitüberschreitung)\n`,
      );
      stats.actionsFailed += 1;
      return;
    }
    const service = action.parameters.service ?? '';
    if (action.kind === 'restartService') repair(t, service, this.now());
    if (action.kind === 'restartPos') repair(t, posApplication, this.now());
    if (action.kind === 'reboot') repair(t, everything, this.now());
    if (action.kind === 'eftCut') cutNow(t, this.now());
    if (action.kind === 'reloadMasterData') reloadMasterData(t, this.now());
    if (action.kind === 'collectLogs') {
      const bundle = gzipSync(
        Buffer.from(`${stamp} Log-Paket von Filiale ${t.storeId}${t.posId === null ? '' : `, Kasse ${t.posId}`}\n`),
      );
      const uploaded = await client.put(`/api/agent/actions/${encodeURIComponent(action.actionUid)}/bundle`, bundle);
      if (uploaded.status !== 200) throw new Error(`bundle ${uploaded.status}`);
    }
    const said: Record<string, string> = {
      restartService: `${stamp} Dienst ${service} gestoppt\n${stamp} Dienst ${service} gestartet (RUNNING)\n`,
      reboot: `${stamp} System wird neu gestartet\n${stamp} System läuft wieder\n`,
      collectLogs: `${stamp} Log-Paket hochgeladen\n`,
    };
    await this.report(
      client,
      action.actionUid,
      'succeeded',
      0,
      said[action.kind] ?? `${stamp} ${action.kind} ausgeführt\n`,
    );
    stats.actionsSucceeded += 1;
  }

  private async report(
    client: AgentClient,
    actionUid: string,
    state: string,
    exitCode?: number | null,
    output?: string,
  ) {
    const reply = await client.post('/api/agent/actions/report', {
      actionUid,
      state,
      ...(exitCode === undefined ? {} : { exitCode }),
      ...(output === undefined ? {} : { output }),
      reportedAt: new Date(this.now()).toISOString(),
    });
    if (reply.status !== 200) throw new Error(`action report ${reply.status}`);
  }
}
