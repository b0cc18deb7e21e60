import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { commandLine } from '../../shared/texts/commandLine';
import { refusedWithUsage } from '../test/commandRun';

const script = path.join(__dirname, 'create-admin.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-'));

/** Runs the command line as an operator would, against a fresh SQLite file of its own. */
function createAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', script, ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: child.exitCode ?? (error ? 1 : 0), stdout, stderr }),
    );
    child.stdin?.end();
  });
}

describe('create-admin', () => {
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses what the user form refuses, with the same messages', async () => {
    const short = await createAdmin('--login', 'ab', '--password', 'kurz', '--email', 'keine-adresse');
    assert.equal(short.code, 1);
    assert.deepEqual(short.stderr.trim().split('\n'), [
      '"Benutzername" muss mindestens 3 Zeichen haben',
      '"E-Mail" muss eine gültige E-Mailadresse sein',
      '"Passwort" muss mindestens 8 Zeichen haben',
    ]);
    const blank = await createAdmin('--login', ' ', '--password', '', '--last-name', '');
    assert.equal(blank.code, 1);
    assert.deepEqual(blank.stderr.trim().split('\n'), [
      '"Benutzername" ist ein Pflichtfeld',
      '"Nachname" ist ein Pflichtfeld',
      '"Passwort" ist ein Pflichtfeld',
    ]);
  });

  it('prints its German usage for --help and creates nobody', async () => {
    const help = await createAdmin('--help');
    assert.equal(help.code, 0, help.stderr);
    assert.equal(help.stdout.trim(), commandLine.createAdminUsage);
    assert.equal(fs.existsSync(path.join(dataDir, 'console.db')), false);
  });

  for (const [args, reason] of [
    [['--name', 'chef'], commandLine.unknownOption('--name')],
    [['--login'], commandLine.missingValue('--login')],
    [['chef'], commandLine.unexpectedArgument('chef')],
  ] as const) {
    it(`refuses ${args.join(' ')} in German, with its usage and without a stack trace`, async () => {
      const usageStart = commandLine.createAdminUsage.split('\n')[0]!;
      const problem = refusedWithUsage(await createAdmin(...args), reason, usageStart);
      assert.equal(problem, undefined, problem);
    });
  }

  it('creates the administrator once', async () => {
    const created = await createAdmin('--login', 'chef', '--password', 'geheim123');
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.stdout.trim(), 'Administrator "chef" wurde angelegt.');
    const again = await createAdmin('--login', 'chef', '--password', 'geheim123');
    assert.equal(again.code, 1);
    assert.equal(again.stderr.trim(), 'Benutzername existiert bereits.');
  });
});
