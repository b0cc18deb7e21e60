import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../platform/paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Everything the process has written to stdout and stderr so far, for a test that reads its log. */
  output(): string;
  /** Resolves once the output holds the text `count` times; rejects when the process exits first. */
  waitForOutput(text: string, count?: number): Promise<void>;
  /** Resolves with the exit code (null when a signal ended it) once the process is gone. */
  exited: Promise<number | null>;
}

/** How often `text` occurs in `output`. */
export function occurrences(output: string, text: string): number {
  return output.split(text).length - 1;
}

/**
 * The ports freePort picks from: below Linux's ephemeral range (32768–60999), from which every
 * outgoing connection takes its local port. A port from there (what `listen(0)` hands out) could
 * be taken by any connection between the probe and the server's own listen, seconds later on a busy
 * machine: a server test failed with EADDRINUSE while the browser tests ran beside (npm test).
 */
export const freePorts = { from: 10_000, to: 30_000 };

/** A port nobody listens on right now, outside the range outgoing connections take theirs from. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = freePorts.from + Math.floor(Math.random() * (freePorts.to - freePorts.from));
    if (await listenable(port)) return port;
  }
}

/** Whether a server could listen on the port now, on every address as the console does. */
function listenable(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The built server (`npm run build:server`), as `npm start` runs it. */
export const builtServer = path.join(repoRoot, 'dist/server/server.cjs');

/**
 * The real server (`src/server/server.ts`) as a child process of its own, one node process without
 * a wrapper, so a signal reaches the server itself. Resolves when it listens; rejects with its
 * output when it exits first. `nodeArgs` go to node itself (a profiler, say). Tests run the sources
 * through tsx; `built` runs the built server instead, whose speed and memory the bench measures.
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  options: { built?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const entry = options.built ? [builtServer] : ['--import', 'tsx', path.join(repoRoot, 'src/server/server.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repoRoot,
    // Info level: the start-up line below is how we know it listens (agent requests log only warnings).
    env: { ...process.env, DEMO: 'false', ...env, LOG_LEVEL: 'info', PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  // The pipes must keep flowing or the server would block; what it writes stays readable.
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const waitForOutput = (text: string, count = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (occurrences(output, text) < count) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (!listeners.delete(check)) return;
        reject(new Error(`server exited before writing "${text}":\n${output}`));
      });
    });
  // The server's last start-up line: it listens and has started everything it runs.
  await Promise.race([
    waitForOutput('Kassen-Konsole: http://'),
    exited.then((code) => Promise.reject(new Error(`server exited (${code}) before listening:\n${output}`))),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    output: () => output,
    waitForOutput,
    exited,
  };
}
