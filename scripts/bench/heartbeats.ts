// Heartbeat ingest, measured the way agents load the server: the fleet simulator in a process of
// its own sends signed heartbeats over HTTP (kept-alive connections) to a server in another one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../../src/server/platform/paths';
import { cpuMilliseconds } from './processStats';
import { defaultMixRows } from './defaultMix';
import { historyCostFigures, historyCostRows } from './historyCost';
import { historySizeFigure, historySizeRow } from './historySize';
import { openReceiptMixRows } from './openReceiptMix';
import { atLeast, num, progress, section, type BenchRow } from './table';

export interface HeartbeatLoad {
  /** The server's base URL. */
  url: string;
  /** How many of the demo customer contexts the fleet spans. */
  contexts: number;
  stores: number;
  registersPerStore: number;
  seconds: number;
  /** Full heartbeats carry the agent info every time; light ones never do. */
  kind: 'full' | 'light';
  /** Requests in flight at once. */
  concurrency?: number;
  /**
   * The server's process ids (one per instance), when they run on this machine: their CPU time per
   * heartbeat is measured too.
   */
  serverPids?: number[];
  /** The targets report no TSE (the simulator's --without-tses). */
  withoutTses?: boolean;
  /** The targets report no devices, terminal, receipts nor master data (--without-store-health). */
  withoutStoreHealth?: boolean;
  /** The fleet's first store number (the simulator's --first-store): a fleet of its own. */
  firstStore?: number;
}

export interface HeartbeatFigures {
  heartbeatsPerSecond: number;
  heartbeats: number;
  errors: number;
  rounds: number;
  /**
   * Heartbeats per second of the server's own CPU time (user and system), when `serverPids` were
   * given: what one core would sustain, whatever else shares the machine while measuring.
   */
  perServerCpuSecond?: number;
}

interface Round {
  heartbeats: number;
  errors: number;
  milliseconds: number;
}

/**
 * Runs the simulator against `url` for about `seconds` and returns the heartbeats per second of the
 * rounds after the first one (that round registers the fleet; the rate sustained is what counts).
 */
export async function measureHeartbeats(load: HeartbeatLoad): Promise<HeartbeatFigures> {
  const args = [
    '--import',
    'tsx',
    path.join(repoRoot, 'src/server/simulator/cli.ts'),
    ...['--url', load.url, '--contexts', String(load.contexts), '--stores', String(load.stores)],
    ...['--registers', String(load.registersPerStore), '--duration', String(load.seconds)],
    ...['--full-every', load.kind === 'full' ? '1' : '0', '--updates-every', '0'],
    ...['--concurrency', String(load.concurrency ?? 64), '--json'],
    ...(load.withoutTses ? ['--without-tses'] : []),
    ...(load.withoutStoreHealth ? ['--without-store-health'] : []),
    ...(load.firstStore === undefined ? [] : ['--first-store', String(load.firstStore)]),
  ];
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const rounds: Round[] = [];
  // Server CPU after the first round (the one that registers the fleet) and after the last one.
  const cpu: number[] = [];
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    if (!line.startsWith('{')) continue;
    rounds.push(JSON.parse(line) as Round);
    if (load.serverPids !== undefined)
      cpu[rounds.length === 1 ? 0 : 1] = load.serverPids.reduce((sum, pid) => sum + cpuMilliseconds(pid), 0);
  }
  // A simulator that could not start sends no round; that is no rate of 0 but a part that failed.
  if (rounds.length === 0) {
    const code = child.exitCode ?? (await new Promise<number | null>((done) => child.once('exit', done)));
    throw new Error(`Der Simulator hat keine Runde gemeldet (Exit-Code ${code}).`);
  }
  const counted = rounds.length > 1 ? rounds.slice(1) : rounds;
  const heartbeats = counted.reduce((n, r) => n + r.heartbeats, 0);
  const milliseconds = counted.reduce((n, r) => n + r.milliseconds, 0);
  return {
    heartbeatsPerSecond: milliseconds > 0 ? Math.round((heartbeats * 1000) / milliseconds) : 0,
    heartbeats,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    rounds: rounds.length,
    ...(cpu.length === 2 && cpu[1]! > cpu[0]!
      ? { perServerCpuSecond: Math.round((heartbeats * 1000) / (cpu[1]! - cpu[0]!)) }
      : {}),
  };
}

/** The heartbeat fleet: its own context beside the bench's big one, the size the ingest work was tuned at. */
export const heartbeatFleet = { contextKey: 'NORDMARKT', stores: 200, registersPerStore: 10 };

const figures: [string, string][] = [
  ['Signierte Heartbeats/s, voll (mit Agent-Info)', '≥ 2.000/s'],
  ['Signierte Heartbeats/s, leicht', '≥ 2.000/s'],
];

/**
 * Full heartbeats, then light ones, each for `seconds` against the server; the rate counts the
 * rounds after the first (the one that registers the fleet). Errors fail the row.
 */
export async function heartbeatRows(rows: BenchRow[], url: string, serverPid: number, seconds: number) {
  const { stores, registersPerStore, contextKey } = heartbeatFleet;
  progress(`Simulator: je ${seconds} s volle und leichte Heartbeats`);
  await section(rows, figures, async () => {
    for (const [index, kind] of (['full', 'light'] as const).entries()) {
      const load = { url, contexts: 1, stores, registersPerStore, seconds, kind, serverPids: [serverPid] };
      const rate = await measureHeartbeats(load);
      const row = atLeast(figures[index]![0], rate.heartbeatsPerSecond, 2000, (n) => `${num(n, 0)}/s`);
      const perCpu =
        rate.perServerCpuSecond === undefined ? '' : `${num(rate.perServerCpuSecond, 0)} je CPU-Sekunde des Servers; `;
      // Only when the registration round took the whole time is it the figure (and says so).
      const rounds =
        rate.rounds > 1 ? `in ${rate.rounds - 1} Runden nach der Registrierung` : 'nur in der Registrierungsrunde';
      const errors = rate.errors > 0 ? `, ${num(rate.errors, 0)} Fehler` : '';
      rows.push({
        ...row,
        measured:
          `${row.measured} (${perCpu}${num(rate.heartbeats, 0)} ${rounds}${errors}; eigene Flotte ` +
          `${contextKey} ${stores} × ${registersPerStore} + ${stores} STORE-Server)`,
        pass: row.pass && rate.errors === 0,
      });
    }
  });
  // The agents' real mix and registration, on fleets of their own in the same context; the mix's
  // size follows the run's length (--smoke 2 s, --quick 8 s, the full run 20 s of each kind above).
  // Registration counts a round of 20,000 new registers (as the issue measured it), not a burst of
  // a few thousand: that would time mostly the start and the end of the round.
  const mixStores = seconds >= 20 ? 500 : seconds >= 8 ? 200 : 20;
  const database = process.env.DATABASE_URL?.trim() ? 'postgres' : 'sqlite';
  const mixFleet = { contextKey, stores: mixStores, registersPerStore };
  const registering = { stores: seconds >= 8 ? 2000 : 20, registersPerStore };
  await defaultMixRows(rows, url, serverPid, mixFleet, registering, seconds * 2, database);
  rows.push(...(await openReceiptMixRows(url, serverPid, seconds)));
  await historyRows(rows, seconds);
}

/**
 * The history's goals (issue 53), each in this process on a database of its own with a clock that
 * moves 30 s per round: what it stores per register and day, and the heartbeats with it on against
 * off (historyCost.ts). The sizes follow the run's length as the mix's do.
 */
async function historyRows(rows: BenchRow[], seconds: number) {
  // The full run plays one whole day (its day rows fill as a day's spans come, historySize.ts); the
  // shorter runs a part of it, counted up to a day, which overstates the offline spans' share.
  const size =
    seconds >= 20 ? { stores: 3, rounds: 2880 } : seconds >= 8 ? { stores: 5, rounds: 120 } : { stores: 2, rounds: 10 };
  progress(`Verlauf: ${size.rounds} Runden à 30 s Standardmix, dann mit und ohne Verlauf im Wechsel`);
  await section(rows, [[historySizeFigure, '≤ 300 Bytes']], async () => {
    rows.push(await historySizeRow({ ...size, registersPerStore: 10, warmRounds: 30 }));
  });
  const planned = historyCostFigures.map((figure): [string, string] => [figure, '≥ 0,9×']);
  await section(rows, planned, async () => {
    rows.push(
      ...(await historyCostRows({
        // The smoke run (2 s) only shows the rows are taken: a few stores.
        stores: seconds >= 8 ? 10 : 2,
        registersPerStore: 10,
        rounds: seconds >= 20 ? 3 : seconds >= 8 ? 2 : 1,
      })),
    );
  });
}
