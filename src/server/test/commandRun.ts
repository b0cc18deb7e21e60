import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../platform/paths';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of the project's commands as `npm run <name>` starts it (`tsx <script>`), with its output
 * read whole: for the smoke runs that keep every command the README names working. No stdin, so a
 * command that would ask a question reads end of input.
 */
export function runCommand(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 120_000,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, script), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: child.exitCode ?? (error ? 1 : 0), stdout, stderr }),
    );
    child.stdin?.end();
  });
}

/** What a refused argument must look like: exit code 2, the German reason, the usage, no stack trace. */
export function refusedWithUsage(result: CommandResult, reason: string, usageStart: string): string | undefined {
  if (result.code !== 2) return `exit code ${result.code}, expected 2\n${result.stderr}`;
  if (!result.stderr.startsWith(`${reason}\n\n${usageStart}`)) return `unexpected message:\n${result.stderr}`;
  if (/^\s+at /m.test(result.stderr)) return `stack trace printed:\n${result.stderr}`;
  return undefined;
}
