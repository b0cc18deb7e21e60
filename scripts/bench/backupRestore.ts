// Backup and restore at fleet scale (issue 48): the heartbeats' p99 latency under the agents'
// default mix, first without and then during `server.cjs backup` of the bench's database (50,000
// registers and 1M audit entries in the full run), then the time `server.cjs restore` takes to put
// that backup into a fresh DATA_DIR or database.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { agentHeaders } from '../../src/server/agent/signature';
import { demoHashSecret } from '../../src/server/demo/seed';
import { repoRoot } from '../../src/server/platform/paths';
import { builtServer } from '../../src/server/test/serverProcess';
import { openBenchDatabase } from './database';
import { num, progress, section, type BenchRow } from './table';

/** The probe's own registers, in a demo context beside the bench's fleets; the mix's fleet is another. */
const probe = { contextKey: 'NORDMARKT', firstStore: 70001, stores: 10, registersPerStore: 5, concurrency: 8 };
const mixFirstStore = 80001;

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)]!;
};

/** Light, signed heartbeats of the probe's registers, `concurrency` at a time, until `until` resolves. */
async function probeHeartbeats(url: string, until: Promise<unknown>) {
  const latencies: number[] = [];
  let errors = 0;
  let done = false;
  void until.finally(() => (done = true));
  let next = 0;
  const secret = demoHashSecret(probe.contextKey);
  const beat = async () => {
    const n = next++;
    const storeId = String(probe.firstStore + (n % probe.stores));
    const posId = String(1 + (Math.floor(n / probe.stores) % probe.registersPerStore));
    const target = '/api/agent/cashpoints/heartbeat';
    const payload = JSON.stringify({ storeId, posId, agentVersion: '3.4.0' });
    const signed = agentHeaders(probe.contextKey, secret, 'POST', target, payload, Math.floor(Date.now() / 1000));
    const started = performance.now();
    try {
      const reply = await fetch(`${url}${target}`, {
        method: 'POST',
        headers: { ...signed, 'content-type': 'application/json' },
        body: payload,
      });
      await reply.arrayBuffer();
      if (reply.status !== 200) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    Array.from({ length: probe.concurrency }, async () => {
      while (!done) await beat();
    }),
  );
  return { latencies, errors };
}

/** The built server's command line; resolves with its exit code and output. */
function runServerCommand(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [builtServer, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: child.exitCode ?? (error ? 1 : 0), output: stdout + stderr }),
    );
  });
}

/** The simulator's default mix on a fleet of its own, until stopped; its rounds' errors are counted. */
function startMix(url: string, stores: number) {
  const cli = path.join(repoRoot, 'src/server/simulator/cli.ts');
  const args = ['--url', url, '--json', '--stores', String(stores), '--registers', '10'];
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args, '--first-store', String(mixFirstStore)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rounds: { errors: number }[] = [];
  const reading = (async () => {
    for await (const line of readline.createInterface({ input: child.stdout! }))
      if (line.startsWith('{')) rounds.push(JSON.parse(line) as { errors: number });
  })();
  return {
    rounds,
    async stop() {
      child.kill('SIGINT');
      await reading;
    },
  };
}

export interface BackupBenchFleet {
  registers: number;
  auditEntries: number;
  /** Whether this is the fleet the goals are stated for (50,000 registers, 1M audit entries). */
  full: boolean;
}

/**
 * The part `backup`: against the running server on the bench's database (`env`), with the default
 * mix of `mixStores` stores running throughout; `seconds` of heartbeats without the backup.
 */
export async function backupRows(
  url: string,
  env: Record<string, string>,
  fleet: BackupBenchFleet,
  mixStores: number,
  seconds: number,
): Promise<BenchRow[]> {
  const latencyFigure = `Heartbeat-p99 während der Sicherung (${num(fleet.registers, 0)} Kassen, ${num(fleet.auditEntries, 0)} Protokolleinträge, Standardmix)`;
  const restoreFigure = 'Wiederherstellung derselben Sicherung in ein leeres DATA_DIR bzw. eine leere Datenbank';
  const rows: BenchRow[] = [];
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-backup-'));
  try {
    await section(
      rows,
      [
        [latencyFigure, '≤ 2× ohne Sicherung, kein Fehler'],
        [restoreFigure, '≤ 120 s'],
      ],
      async () => {
        progress(`Sicherung: Standardmix auf ${mixStores} Filialen, Heartbeat-p99 ohne und während der Sicherung`);
        const mix = startMix(url, mixStores);
        let backup: { code: number; output: string; seconds: number };
        let without: Awaited<ReturnType<typeof probeHeartbeats>>;
        let during: Awaited<ReturnType<typeof probeHeartbeats>>;
        try {
          // The probe's registers register once, before anything is measured.
          await probeHeartbeats(url, new Promise((r) => setTimeout(r, 1000)));
          for (let i = 0; i < 600 && mix.rounds.length < 1; i++) await new Promise((r) => setTimeout(r, 100));
          without = await probeHeartbeats(url, new Promise((r) => setTimeout(r, seconds * 1000)));
          const started = performance.now();
          const running = runServerCommand(['backup', '--out', path.join(out, 'sicherung')], env).then((result) => ({
            ...result,
            seconds: (performance.now() - started) / 1000,
          }));
          during = await probeHeartbeats(url, running);
          backup = await running;
        } finally {
          await mix.stop();
        }
        if (backup.code !== 0) throw new Error(`Sicherung gescheitert: ${backup.output.trim()}`);
        const mixErrors = mix.rounds.reduce((n, r) => n + r.errors, 0);
        const errors = without.errors + during.errors + mixErrors;
        const [before, while_] = [p99(without.latencies), p99(during.latencies)];
        rows.push({
          figure: latencyFigure,
          goal: '≤ 2× ohne Sicherung, kein Fehler',
          measured:
            `${num(while_)} ms gegen ${num(before)} ms ohne (${num(while_ / before, 2)}×); Sicherung ${num(backup.seconds)} s, ` +
            `${num(during.latencies.length, 0)} Heartbeats währenddessen, ${num(errors, 0)} Fehler`,
          pass: while_ <= 2 * before && errors === 0,
          judged: fleet.full,
        });

        progress('Wiederherstellung in eine frische Datenbank');
        const target = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
        try {
          const started = performance.now();
          const restore = await runServerCommand(['restore', '--from', path.join(out, 'sicherung')], target.env);
          const restoreSeconds = (performance.now() - started) / 1000;
          if (restore.code !== 0) throw new Error(`Wiederherstellung gescheitert: ${restore.output.trim()}`);
          rows.push({
            figure: restoreFigure,
            goal: '≤ 120 s',
            measured: `${num(restoreSeconds)} s`,
            pass: restoreSeconds <= 120,
            judged: fleet.full,
          });
        } finally {
          await target.dispose();
        }
      },
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  return rows;
}
