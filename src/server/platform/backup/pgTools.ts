import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backupMessages } from '../../../shared/texts/backupMessages';
import { OperatorError } from '../db/migrate';

/**
 * The folder of pg_dump and pg_restore: PG_BIN_DIR, else the newest of Debian's postgresql packages
 * (/usr/lib/postgresql/<major>/bin, as scripts/pg-test-cluster.sh finds initdb), else the PATH. The
 * newest, because pg_dump refuses a server newer than itself.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const configured = process.env.PG_BIN_DIR?.trim();
  if (configured) return path.join(configured, name);
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((major) => fs.existsSync(path.join(root, major, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors.length > 0 ? path.join(root, majors[0]!, 'bin', name) : name;
}

/**
 * The server's DATABASE_URL as the PostgreSQL tools take it: the password goes into PGPASSWORD, so
 * it does not show in the process list.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs one of the tools against the database; a failure is an OperatorError with its own words. */
export async function runPgTool(name: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  const child = spawn(pgTool(name), [...args, `--dbname=${dbname}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new OperatorError(backupMessages.pgToolMissing(name));
    throw error;
  });
  if (code !== 0) throw new Error(backupMessages.pgToolFailed(name, stderr.trim() || `exit code ${code}`));
}
