// Heartbeat ingest, measured the way agents load the server: the fleet simulator in a process of
// its own sends signed heartbeats over HTTP (kept-alive connections) to a server in another one.
// `tsx scripts/bench/heartbeats.ts` measures full and light heartbeats against a fresh server
// (SQLite, or PostgreSQL with DATABASE_URL); `measureHeartbeats` is the piece `npm run bench` calls.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrations';
import { seedDemo } from '../../src/server/demo/seed';
import { startServerProcess } from '../../src/server/test/serverProcess';

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
  /** The server's process id, when it runs on this machine: its CPU time per heartbeat is measured too. */
  serverPid?: number;
}

export interface HeartbeatFigures {
  heartbeatsPerSecond: number;
  heartbeats: number;
  errors: number;
  rounds: number;
  /**
   * Heartbeats per second of the server's own CPU time (user and system), when `serverPid` was
   * given: what one core would sustain, whatever else shares the machine while measuring.
   */
  perServerCpuSecond?: number;
}

/** CPU milliseconds (user and system) a process has used so far, from /proc (Linux). */
function cpuMilliseconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
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
  ];
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const rounds: Round[] = [];
  // Server CPU after the first round (the one that registers the fleet) and after the last one.
  const cpu: number[] = [];
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    if (!line.startsWith('{')) continue;
    rounds.push(JSON.parse(line) as Round);
    if (load.serverPid !== undefined) cpu[rounds.length === 1 ? 0 : 1] = cpuMilliseconds(load.serverPid);
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

/** A fresh database with the demo contexts (their agent secrets), migrated and seeded here. */
export async function prepareDatabase(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-hb-'));
  const env = {
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const config = loadConfig({ ...env, DEMO: 'false' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  await seedDemo(db, dataDir);
  await db.close();
  return env;
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  const server = await startServerProcess(await prepareDatabase());
  try {
    for (const kind of ['full', 'light'] as const) {
      const figures = await measureHeartbeats({
        url: server.url,
        contexts: 1,
        stores: Number(process.env.BENCH_STORES ?? 200),
        registersPerStore: Number(process.env.BENCH_REGISTERS ?? 10),
        seconds,
        kind,
        concurrency: Number(process.env.BENCH_CONCURRENCY ?? 64),
        serverPid: server.child.pid,
      });
      console.log(
        `${kind}: ${figures.heartbeatsPerSecond}/s (${figures.heartbeats} in ${figures.rounds} Runden, ` +
          `${figures.errors} Fehler; ${figures.perServerCpuSecond ?? '?'} je CPU-Sekunde des Servers)`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (require.main === module) void main();
