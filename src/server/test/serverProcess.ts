import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../paths';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The process's output so far (stdout and stderr; the last 256 KB), for a test that reads its log. */
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server (`src/server/server.ts`) as a child process of its own, one node process without
 * a wrapper, so a signal reaches the server itself. Resolves when it listens; rejects with its
 * output when it exits first. `nodeArgs` go to node itself (a profiler, say).
 */
export async function startServerProcess(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'src/server/server.ts')], {
    cwd: repoRoot,
    // Info level: the start-up line below is how we know it listens (agent requests log only warnings).
    env: { ...process.env, DEMO: 'false', ...env, LOG_LEVEL: 'info', PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // The server's last start-up line: it listens and has started everything it runs.
      if (!output.includes('Kassen-Konsole: http://')) return;
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  // The pipes must keep flowing or the server would block; the tail is kept for tests that read it.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-256 * 1024));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
