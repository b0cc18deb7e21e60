import { execFileSync } from 'node:child_process';
import { repoRoot } from '../../src/server/platform/paths';

/**
 * Chromium, PostgreSQL's binaries and nginx from Debian's packages, as `npm test` installs them: the
 * commands that drive a browser run on a fresh machine too (a no-op when all are there).
 */
export function ensureTools(): void {
  try {
    execFileSync('bash', ['scripts/ensure-tools.sh'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch {
    // Without apt (another system, no root) the command goes on: a part that needs a missing tool
    // says so in its own row or message.
    console.error('Chromium, PostgreSQL und nginx ließen sich nicht nachinstallieren (scripts/ensure-tools.sh).');
  }
}
