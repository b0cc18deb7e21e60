import type { Db } from '../platform/db/connection';
import type { ActionTargetStateValue } from '../platform/db/schemaActions';
import { Prng } from './prng';
import {
  insertActionRequest,
  insertActionTargets,
  storeCashpoints,
  storesForActions,
} from './repository/actionSeedRows';

// The demo's past remote actions (issue 49), in NORDMARKT, so the page 'Aktionen' and the tabs of
// the registers and store servers show something at once: a TSE server restarted yesterday, a
// reboot of three registers approved by a second person (two came back, one failed), the time
// synchronised on a store's registers, and a day close that waits for its approval now.

const minute = 60_000;
const hour = 60 * minute;
const contextKey = 'NORDMARKT';

interface SeedTarget {
  cashpointId?: number;
  storeAgentId?: number;
  state: ActionTargetStateValue;
  exitCode?: number;
  output?: string;
}

interface SeedRequest {
  kind: string;
  targetKind: 'cashpoint' | 'storeAgent';
  parameters?: Record<string, string>;
  requestedBy: string;
  approvedBy?: string;
  approvalComment?: string;
  emergencyReason?: string;
  at: number;
  storeRowId: number;
  targets: SeedTarget[];
}

async function seedRequest(db: Db, prng: Prng, contextId: number, r: SeedRequest): Promise<void> {
  const open = r.targets.some((t) => t.state === 'waitingForApproval');
  const finishedAt = open ? null : r.at + 4 * minute;
  const requestId = await insertActionRequest(db, {
    uid: prng.uid(),
    contextId,
    kind: r.kind,
    targetKind: r.targetKind,
    parameters: JSON.stringify(r.parameters ?? {}),
    state: open ? 'waitingForApproval' : 'finished',
    requestedById: null,
    requestedBy: r.requestedBy,
    emergencyReason: r.emergencyReason ?? null,
    deadlineMinutes: open ? 24 * 60 : 60,
    approvedById: null,
    approvedBy: r.approvedBy ?? null,
    approvedAt: r.approvedBy ? r.at + 10 * minute : null,
    approvalComment: r.approvalComment ?? null,
    cancelledBy: null,
    cancelledAt: null,
    finishedAt,
    total: r.targets.length,
    createdAt: r.at,
    updatedAt: finishedAt ?? r.at,
  });
  const started = r.at + (r.approvedBy ? 11 : 1) * minute;
  await insertActionTargets(
    db,
    r.targets.map((t, i) => {
      const ended = t.state !== 'waitingForApproval';
      const end = started + (i + 1) * minute;
      return {
        uid: prng.uid(),
        requestId,
        contextId,
        storeRowId: r.storeRowId,
        cashpointId: t.cashpointId ?? null,
        storeAgentId: t.storeAgentId ?? null,
        state: t.state,
        hold: null,
        deadlineAt: r.at + (open ? 24 * hour : hour),
        sentAt: ended ? started : null,
        startedAt: ended ? started : null,
        finishedAt: ended ? end : null,
        exitCode: t.exitCode ?? null,
        output: t.output ?? null,
        bundleKey: null,
        bundleAt: null,
        reportedAt: ended ? end : null,
        updatedAt: ended ? end : r.at,
      };
    }),
  );
}

const stamp = (at: number) => new Date(at).toISOString();

/** Seeds the past actions; nothing when NORDMARKT has no store with a server and three registers. */
export async function seedDemoActions(db: Db, now: number): Promise<void> {
  const stores = await storesForActions(db, contextKey);
  if (stores.length < 3) return;
  const prng = new Prng(20261129);
  const [first, second, third] = stores as [(typeof stores)[0], (typeof stores)[0], (typeof stores)[0]];
  const contextId = first.contextId;

  const restartAt = now - 26 * hour;
  await seedRequest(db, prng, contextId, {
    kind: 'restartService',
    targetKind: 'storeAgent',
    parameters: { service: 'tseServer' },
    requestedBy: 'Otto Operator',
    emergencyReason: 'TSE-Server gestoppt, Filiale kann keine Bons signieren',
    at: restartAt,
    storeRowId: first.id,
    targets: [
      {
        storeAgentId: first.storeAgentId,
        state: 'succeeded',
        exitCode: 0,
        output: `${stamp(restartAt + minute)} Dienst tseServer gestoppt\n${stamp(restartAt + minute)} Dienst tseServer gestartet (RUNNING)\n`,
      },
    ],
  });

  const rebootAt = now - 20 * hour;
  const registers = (await storeCashpoints(db, second.id)).slice(0, 3);
  await seedRequest(db, prng, contextId, {
    kind: 'reboot',
    targetKind: 'cashpoint',
    requestedBy: 'Anna Admin',
    approvedBy: 'Frieda Freigabe',
    approvalComment: 'Nach Ladenschluss, Filialleitung informiert',
    at: rebootAt,
    storeRowId: second.id,
    targets: registers.map((c, i) =>
      i === 2
        ? {
            cashpointId: c.id,
            state: 'failed',
            exitCode: 1,
            output: `${stamp(rebootAt + 12 * minute)} FEHLER: reboot abgebrochen (Zeitüberschreitung)\n`,
          }
        : {
            cashpointId: c.id,
            state: 'succeeded',
            exitCode: 0,
            output: `${stamp(rebootAt + 12 * minute)} System wird neu gestartet\n${stamp(rebootAt + 14 * minute)} System läuft wieder\n`,
          },
    ),
  });

  const ntpAt = now - 5 * hour;
  await seedRequest(db, prng, contextId, {
    kind: 'ntpResync',
    targetKind: 'cashpoint',
    requestedBy: 'Otto Operator',
    at: ntpAt,
    storeRowId: third.id,
    targets: (await storeCashpoints(db, third.id)).map((c) => ({
      cashpointId: c.id,
      state: 'succeeded',
      exitCode: 0,
      output: `${stamp(ntpAt + 2 * minute)} Uhrzeit mit ptbtime1.ptb.de synchronisiert (Abweichung 0,4 s)\n`,
    })),
  });

  await seedRequest(db, prng, contextId, {
    kind: 'dayClose',
    targetKind: 'cashpoint',
    requestedBy: 'Otto Operator',
    at: now - 30 * minute,
    storeRowId: first.id,
    targets: (await storeCashpoints(db, first.id)).map((c) => ({ cashpointId: c.id, state: 'waitingForApproval' })),
  });
}
