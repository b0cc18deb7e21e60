// `npm run simulate` as the README names it: help, refused arguments and one real round against a
// running console, so the command cannot break unseen.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { commandLine } from '../../shared/texts/commandLine';
import { refusedWithUsage, runCommand } from '../test/commandRun';
import { startServerProcess, type ServerProcess } from '../test/serverProcess';

const script = 'src/server/simulator/cli.ts';
const usageStart = commandLine.simulateUsage.split('\n')[0]!;

describe('npm run simulate', () => {
  it('prints its German usage for --help', async () => {
    const help = await runCommand(script, ['--help']);
    assert.equal(help.code, 0, help.stderr);
    assert.equal(help.stdout.trim(), commandLine.simulateUsage);
  });

  for (const [args, reason] of [
    [['--storez', '3'], commandLine.unknownOption('--storez')],
    [['--stores', 'viele'], commandLine.wholeNumber('--stores', 1)],
    [['--registers=-1'], commandLine.wholeNumber('--registers', 0)],
    [['--registers', '-1'], commandLine.dashValue('--registers')],
    [['--url'], commandLine.missingValue('--url')],
    [['--json=ja'], commandLine.noValueTaken('--json')],
    [['--context', 'NORDMARKT'], commandLine.contextPair('NORDMARKT')],
    [['--bad-version', 'kasse-9.0.0.zip'], commandLine.badVersionPair('kasse-9.0.0.zip')],
    [['heartbeats'], commandLine.unexpectedArgument('heartbeats')],
  ] as const) {
    it(`refuses ${args.join(' ')} in German, with its usage and without a stack trace`, async () => {
      const problem = refusedWithUsage(await runCommand(script, [...args]), reason, usageStart);
      assert.equal(problem, undefined, problem);
    });
  }

  describe('against a running console', () => {
    let server: ServerProcess;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simulate-cli-'));
    before(async () => {
      // The demo data holds the contexts and secrets the simulator signs with; its own simulator waits.
      server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO: 'true',
        SIMULATOR_INTERVAL_SECONDS: '3600',
      });
    });
    after(async () => {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends a round of signed heartbeats that the console accepts', async () => {
      const args = ['--url', server.url, '--stores', '2', '--registers', '2', '--ticks', '1', '--interval', '1'];
      const run = await runCommand(script, args);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      // Two stores of two registers and a store server each; the first round registers them.
      assert.match(run.stdout, /Runde 1: 6 Heartbeats, 0 offline, .* 0 Fehler/);
    });
  });
});
