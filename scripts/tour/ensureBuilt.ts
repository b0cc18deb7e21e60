import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../src/server/platform/paths';

/** The newest modification time under a folder. */
function newest(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((latest, e) => Math.max(latest, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/**
 * Builds the SPA (`npm run build`) when it is missing or older than its sources or the webpack
 * configuration: what a browser measures or photographs must be the code as it is now. The build's
 * output goes to stderr, so a script's stdout stays its result.
 */
export function ensureBuilt(say: (text: string) => void = (text) => console.error(text)): void {
  const index = path.join(repoRoot, 'dist/public/index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const configs = fs.readdirSync(repoRoot).filter((name) => /^webpack.*\.ts$/.test(name));
  const sources = Math.max(
    newest(path.join(repoRoot, 'src/client')),
    newest(path.join(repoRoot, 'src/shared')),
    ...configs.map((name) => fs.statSync(path.join(repoRoot, name)).mtimeMs),
  );
  if (built >= sources) return;
  say('Baue die Oberfläche (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build ist fehlgeschlagen.');
}

/**
 * Builds the server (`npm run build:server`, a second or so) when it is missing or older than its
 * sources: the bench measures the server as `npm start` runs it, not the sources through tsx.
 */
export function ensureServerBuilt(say: (text: string) => void = (text) => console.error(text)): void {
  const bundle = path.join(repoRoot, 'dist/server/server.cjs');
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  const sources = Math.max(newest(path.join(repoRoot, 'src/server')), newest(path.join(repoRoot, 'src/shared')));
  if (built >= sources) return;
  say('Baue den Server (npm run build:server)');
  const build = spawnSync('npm', ['run', 'build:server'], {
    cwd: repoRoot,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build:server ist fehlgeschlagen.');
}
