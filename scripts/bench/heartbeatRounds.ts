// Heartbeat ingest over HTTP with the simulator in a process of its own (`npm run simulate`): the
// first round registers every register and store server with full heartbeats (agent info), the
// second sends light ones. The rounds are timed from the simulator's own output lines.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../src/server/paths';

export interface HeartbeatRates {
  /** Heartbeats per second of the first round (full heartbeats). */
  full: number;
  /** Heartbeats per second of the second round (light heartbeats). */
  light: number;
  heartbeats: number;
  errors: number;
}

export interface FleetOptions {
  contextKey: string;
  contextSecret: string;
  stores: number;
  registersPerStore: number;
}

/** The simulator waits this long between the rounds; it is taken off the second round's time. */
const pauseSeconds = 1;

export function measureHeartbeats(baseUrl: string, fleet: FleetOptions): Promise<HeartbeatRates> {
  const args = [
    '--import',
    'tsx',
    path.join(repoRoot, 'src/server/simulator/cli.ts'),
    `--url=${baseUrl}`,
    `--context=${fleet.contextKey}:${fleet.contextSecret}`,
    `--stores=${fleet.stores}`,
    `--registers=${fleet.registersPerStore}`,
    // Above the demo data's store numbers, so the bench fleet is all new registers.
    '--first-store=20001',
    '--ticks=2',
    `--interval=${pauseSeconds}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    const marks: number[] = [];
    const counts: number[] = [];
    let errors = 0;
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const now = performance.now();
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('Simuliere')) marks.push(now);
        const round = /^Runde \d+: (\d+) Heartbeats.*, (\d+) Fehler/.exec(line);
        if (round) {
          marks.push(now);
          counts.push(Number(round[1]));
          errors += Number(round[2]);
        }
      }
    });
    child.on('error', reject);
    child.on('exit', () => {
      if (marks.length < 3) return reject(new Error('Der Simulator hat keine zwei Runden gemeldet.'));
      const fullSeconds = (marks[1]! - marks[0]!) / 1000;
      const lightSeconds = (marks[2]! - marks[1]!) / 1000 - pauseSeconds;
      resolve({
        full: counts[0]! / fullSeconds,
        light: counts[1]! / lightSeconds,
        heartbeats: counts[0]! + counts[1]!,
        errors,
      });
    });
  });
}
