import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../platform/paths';

export interface SimulatorRound {
  heartbeats: number;
  errors: number;
}

export interface SimulatorProcess {
  /** The rounds it has finished so far, in order (one JSON line each on its stdout). */
  rounds: SimulatorRound[];
  /** Sends the signal (if it still runs) and resolves once it is gone and its output is read. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Targets of the fleet below: 8 stores of 5 registers and a store server each. */
export const simulatedTargets = 8 * 6;

/**
 * `npm run simulate` as a process of its own against `url`: stores 90001.. of the first demo
 * context, rounds back to back with `concurrency` heartbeats in flight, no update downloads.
 */
export function startSimulator(url: string, concurrency: number, extraArgs: string[] = []): SimulatorProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'src/server/simulator/cli.ts')].concat(
      ['--url', url, '--contexts', '1', '--first-store', '90001', '--stores', '8', '--registers', '5'],
      ['--updates-every', '0', '--concurrency', String(concurrency), '--duration', '60', '--json'],
      extraArgs,
    ),
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const rounds: SimulatorRound[] = [];
  const reading = (async () => {
    for await (const line of readline.createInterface({ input: child.stdout! }))
      if (line.startsWith('{')) rounds.push(JSON.parse(line) as SimulatorRound);
  })();
  return {
    rounds,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await reading;
    },
  };
}
