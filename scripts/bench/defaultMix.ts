// The agents' real traffic: the simulator with its own defaults (a full heartbeat every 10th round,
// a due-update check every 2nd, installations with their downloads and reports) in a process of its
// own over HTTP, and registration (every register's first heartbeat). From the mix's requests per
// server CPU-second follows the capacity docs/operations/capacity.md states: registers per server core at a 30 s
// heartbeat, one simulator round standing for one 30 s interval of every register.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../../src/server/platform/paths';
import { cpuMilliseconds } from './processStats';
import { atLeast, num, progress, section, type BenchRow } from './table';

interface Round {
  heartbeats: number;
  requests: number;
  errors: number;
  installed: number;
  milliseconds: number;
  /** The servers' CPU milliseconds used during the round. */
  cpu: number;
}

/** The simulator on its own fleet, its rounds as they end, each with the servers' CPU time in it. */
async function simulate(url: string, args: string[], serverPids: number[]): Promise<Round[]> {
  const cli = path.join(repoRoot, 'src/server/simulator/cli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--url', url, '--json', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cpuNow = () => serverPids.reduce((sum, pid) => sum + cpuMilliseconds(pid), 0);
  const rounds: Round[] = [];
  let cpu = cpuNow();
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    if (!line.startsWith('{')) continue;
    const now = cpuNow();
    rounds.push({ ...(JSON.parse(line) as Omit<Round, 'cpu'>), cpu: now - cpu });
    cpu = now;
  }
  if (rounds.length === 0) {
    const code = child.exitCode ?? (await new Promise<number | null>((done) => child.once('exit', done)));
    throw new Error(`Der Simulator hat keine Runde gemeldet (Exit-Code ${code}).`);
  }
  return rounds;
}

const sum = (rounds: Round[], field: keyof Round) => rounds.reduce((n, r) => n + r[field], 0);

/** Requests per second of wall time and per server CPU-second over the given rounds. */
function rates(rounds: Round[]) {
  const requests = sum(rounds, 'requests');
  const ms = sum(rounds, 'milliseconds');
  const cpu = sum(rounds, 'cpu');
  return {
    requests,
    perSecond: ms > 0 ? (requests * 1000) / ms : 0,
    perCpuSecond: cpu > 0 ? (requests * 1000) / cpu : 0,
    /** Requests per register and round: one round is one 30 s heartbeat interval of every register. */
    perTargetRound: requests / Math.max(sum(rounds, 'heartbeats'), 1),
    errors: sum(rounds, 'errors'),
  };
}

/**
 * The simulator's own defaults (no --full-every, --updates-every or --concurrency) for `seconds` on
 * a fleet numbered from `firstStore`, with `switches` (e.g. --without-open-receipts); the first round
 * registers it, the rounds after it count.
 */
export async function measureMix(
  url: string,
  serverPids: number[],
  fleet: Omit<MixFleet, 'contextKey'>,
  firstStore: number,
  seconds: number,
  switches: readonly string[] = [],
) {
  const shape = ['--stores', String(fleet.stores), '--registers', String(fleet.registersPerStore)];
  const all = await simulate(
    url,
    [...shape, '--first-store', String(firstStore), '--duration', String(seconds), ...switches],
    serverPids,
  );
  const counted = all.length > 1 ? all.slice(1) : all;
  return { mix: rates(counted), counted };
}

export interface MixFleet {
  /** The context the simulator plays (the first customer context of the demo). */
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

/** The fleets: store numbers of their own, so every first heartbeat registers a new register. */
const mixFirstStore = 40001;
const registrationFirstStore = 60001;

const perSecond = (n: number) => `${num(n, 0)}/s`;

const fleetSize = (fleet: { stores: number; registersPerStore: number }) =>
  `${num(fleet.stores, 0)} × ${fleet.registersPerStore} + ${num(fleet.stores, 0)} STORE-Server`;

/**
 * Registration of `registering` (a fleet of its own), then the default mix of `fleet` for `seconds`.
 * `database` picks the goal of the mix: on SQLite requests per second of this machine, on
 * PostgreSQL per server CPU-second (what an instance adds behind a proxy). Errors fail the row.
 */
export async function defaultMixRows(
  rows: BenchRow[],
  url: string,
  serverPid: number,
  fleet: MixFleet,
  registering: { stores: number; registersPerStore: number },
  seconds: number,
  database: 'sqlite' | 'postgres',
) {
  const targets = registering.stores * (registering.registersPerStore + 1);
  const size = fleetSize(fleet);
  const mixFigure =
    database === 'sqlite'
      ? 'Standardmix der Agenten, SQLite, Simulator im eigenen Prozess, dieser Rechner'
      : 'Standardmix der Agenten, PostgreSQL, Anfragen je CPU-Sekunde der Instanz';
  const planned: [string, string][] = [
    ['Registrierung (erster Heartbeat jeder Kasse, voll)', '≥ 3.000/s'],
    [mixFigure, database === 'sqlite' ? '≥ 5.000/s' : '≥ 4.000'],
    ['Kapazität: Kassen je Server-Kern bei 30-s-Heartbeat (Standardmix)', 'für docs/operations/capacity.md'],
  ];
  progress(`Registrierung von ${num(targets, 0)} Zielen, dann ${seconds} s Standardmix`);
  await section(rows, planned, async () => {
    const shape = ['--stores', String(registering.stores), '--registers', String(registering.registersPerStore)];
    // Only the first round registers; a small fleet may run more within the second asked for.
    const registrationArgs = ['--first-store', String(registrationFirstStore), '--full-every', '1'];
    const registeringRounds = await simulate(
      url,
      [...shape, ...registrationArgs, '--updates-every', '0', '--duration', '1', '--concurrency', '64'],
      [serverPid],
    );
    const registration = rates(registeringRounds.slice(0, 1));
    const reg = atLeast(planned[0]![0], registration.perSecond, 3000, perSecond);
    rows.push({
      ...reg,
      measured:
        `${reg.measured} (${num(registration.perCpuSecond, 0)} je CPU-Sekunde des Servers; ` +
        `${num(registration.requests, 0)} Heartbeats, eigene Flotte ${fleetSize(registering)}` +
        `${registration.errors > 0 ? `, ${num(registration.errors, 0)} Fehler` : ''})`,
      pass: reg.pass && registration.errors === 0,
    });

    const { mix, counted } = await measureMix(url, [serverPid], fleet, mixFirstStore, seconds);
    const value = database === 'sqlite' ? mix.perSecond : mix.perCpuSecond;
    const row = atLeast(planned[1]![0], value, database === 'sqlite' ? 5000 : 4000, (n) =>
      database === 'sqlite' ? perSecond(n) : num(n, 0),
    );
    const other =
      database === 'sqlite'
        ? `${num(mix.perCpuSecond, 0)} je CPU-Sekunde des Servers`
        : `${perSecond(mix.perSecond)} auf diesem Rechner`;
    rows.push({
      ...row,
      measured:
        `${row.measured} Anfragen (${other}; ${num(mix.requests, 0)} Anfragen in ${counted.length} ` +
        `Runden nach der Registrierung, ${num(mix.perTargetRound, 2)} je Ziel und Runde, ` +
        `${num(sum(counted, 'installed'), 0)} Installationen; eigene Flotte ${size}` +
        `${mix.errors > 0 ? `, ${num(mix.errors, 0)} Fehler` : ''})`,
      pass: row.pass && mix.errors === 0,
    });

    // One round is one 30 s interval: a register sends perTargetRound requests per 30 s.
    const perCore = (mix.perCpuSecond * 30) / mix.perTargetRound;
    rows.push({
      figure: planned[2]![0],
      goal: planned[2]![1],
      measured:
        `${num(perCore, 0)} Kassen je Kern (${num(mix.perCpuSecond, 0)} Anfragen je CPU-Sekunde × 30 s ÷ ` +
        `${num(mix.perTargetRound, 2)} Anfragen je Kasse und 30 s)`,
      pass: mix.errors === 0 && perCore > 0,
    });
  });
}
