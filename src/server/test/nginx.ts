import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../platform/paths';
import { freePort } from './serverProcess';

export interface Nginx {
  url: string;
  child: ChildProcess;
  /** What nginx wrote to its error log (stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** How long nginx leaves out an instance that failed, before it tries it again (as the example of docs/operations/several-instances.md). */
export const failTimeoutSeconds = 5;

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
export const nginxBinary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * The folder nginx runs from, laid out like Debian's /etc/nginx: a main nginx.conf that includes
 * conf.d/*.conf inside `http`, the production deploy/nginx.conf copied there unchanged, and the two
 * files an operator writes (kassen-konsole/instances.conf and listen.conf). Only the main file
 * differs from a real installation: its pid file, log and temporary folders live in this folder,
 * and as root the workers stay root (they would be "nobody" and could not write here).
 */
function writeNginxFolder(dir: string, instances: string[], port: number): void {
  fs.mkdirSync(path.join(dir, 'conf.d'));
  fs.mkdirSync(path.join(dir, 'kassen-konsole'));
  fs.mkdirSync(path.join(dir, 'temp'));
  fs.copyFileSync(path.join(repoRoot, 'deploy/nginx.conf'), path.join(dir, 'conf.d/kassen-konsole.conf'));
  const servers = instances.map((address) => `server ${address} max_fails=1 fail_timeout=${failTimeoutSeconds}s;\n`);
  fs.writeFileSync(path.join(dir, 'kassen-konsole/instances.conf'), servers.join(''));
  fs.writeFileSync(path.join(dir, 'kassen-konsole/listen.conf'), `listen 127.0.0.1:${port};\n`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path temp/${kind};`);
  const main = [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    'pid nginx.pid;',
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...temp,
    '  include conf.d/*.conf;',
    '}',
  ];
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `${main.join('\n')}\n`);
}

/**
 * nginx in front of `instances` (host:port each), in the foreground as a child process, with the
 * same command line docs/operations/several-instances.md gives an operator: `nginx -t -p <folder>/ -c <folder>/nginx.conf`
 * to check the configuration, then the same without -t (and `daemon off`, so it stays a child).
 */
export async function startNginx(instances: string[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-nginx-'));
  const port = await freePort();
  writeNginxFolder(dir, instances, port);
  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(nginxBinary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginxBinary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Listening is known only by asking; until then a connection is refused.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    const listening = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
