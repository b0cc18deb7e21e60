// `tsx scripts/bench/httpReplies.ts`: the reply figures over HTTP as `npm run bench` takes them
// (replyRows.ts), against the bench's server process (server.ts), and that server's memory
// afterwards. With BENCH_DIR on the SQLite database a run of repliesCli.ts or memory.ts seeded there;
// without it on a fresh database that the simulator fills first, as in `npm run bench`
// (BENCH_STORES × 10 registers, default 5,000).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoHashSecret } from '../../src/server/demo/seed';
import { repoRoot } from '../../src/server/paths';
import { measureHeartbeats } from './heartbeatRounds';
import { login } from './http';
import { measureReplies } from './replyRows';
import type { ServerMessage } from './server';
import { mb, printTable } from './table';

async function main(): Promise<void> {
  const keptDir = process.env.BENCH_DIR;
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-http-replies-'));
  const child = fork(path.join(__dirname, 'memoryServer.ts'), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => new Promise<ServerMessage>((resolve) => child.once('message', (m) => resolve(m as ServerMessage)));
  const first = await next();
  if (!('address' in first)) throw new Error('no address');
  const heap = async (label: string) => {
    const reply = next();
    child.send('heap');
    console.log(
      label,
      JSON.stringify(await reply, (key, v: unknown) =>
        typeof v === 'number' && !['prepared', 'texts'].includes(key) ? Math.round(v / 1e6) : v,
      ),
    );
  };
  if (!keptDir) {
    const stores = Number(process.env.BENCH_STORES ?? 5000);
    const fleet = {
      contextKey: 'MEGAMARKT',
      contextSecret: demoHashSecret('MEGAMARKT'),
      stores,
      registersPerStore: 10,
    };
    // BENCH_ROUNDS > 1 sends the fleet's two rounds again: memory that keeps growing is held, memory
    // that stays is the working set the first rounds needed.
    for (let round = 1; round <= Number(process.env.BENCH_ROUNDS ?? 1); round++) {
      console.log(await measureHeartbeats(first.address, fleet));
      await heap(`nach den Heartbeats, Durchgang ${round} (MB)`);
    }
  }
  const cookie = await login(first.address);
  const rows = await measureReplies(first.address, cookie, 'MEGAMARKT');
  await heap('nach den Antworten (MB)');
  const rss = next();
  child.send('rss');
  const message = await rss;
  printTable(`Antworten über HTTP, RSS des Servers ${'rss' in message ? mb(message.rss) : '?'}`, rows);
  child.disconnect();
  if (!keptDir) child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

void main();
