// `npm run bench -- --instances 2`: heartbeat ingest through nginx (deploy/nginx.conf), first with
// one instance behind it, then with the given number, all on one PostgreSQL database and on this
// machine. Both go through nginx, so the only difference between the rows is the number of
// instances. On a machine with few cores the instances, nginx, PostgreSQL and the simulator share
// them, so more instances need not be faster here; the figure says what this machine does.
import os from 'node:os';
import { startNginx } from '../../src/server/test/nginx';
import { startServerProcess, type ServerProcess } from '../../src/server/test/serverProcess';
import { measureMix } from './defaultMix';
import { heartbeatFleet, measureHeartbeats } from './heartbeats';
import { atLeast, num, progress, section, type BenchRow } from './table';

const instanceWord = (n: number) => (n === 1 ? '1 Instanz' : `${n} Instanzen`);

/** Full and light heartbeats for `seconds` each through nginx in front of `count` instances. */
async function rowsFor(rows: BenchRow[], env: Record<string, string>, count: number, seconds: number) {
  const planned: [string, string][] = [
    ...(['voll', 'leicht'] as const).map((kind): [string, string] => [
      `Signierte Heartbeats/s, ${kind}, ${instanceWord(count)} hinter nginx`,
      '≥ 2.000/s',
    ]),
    [`Standardmix der Agenten, ${instanceWord(count)} hinter nginx, Anfragen je CPU-Sekunde je Instanz`, '≥ 4.000'],
  ];
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first one migrates, the others find the database ready.
    for (let i = 1; i <= count; i += 1)
      servers.push(
        await startServerProcess({ ...env, INSTANCE_ID: `bench-${i}`, TRUST_PROXY: '127.0.0.1' }, [], { built: true }),
      );
    const nginx = await startNginx(servers.map((s) => new URL(s.url).host));
    try {
      progress(`${instanceWord(count)} hinter ${nginx.url}: je ${seconds} s volle und leichte Heartbeats`);
      await section(rows, planned, async () => {
        const { stores, registersPerStore, contextKey } = heartbeatFleet;
        for (const [index, kind] of (['full', 'light'] as const).entries()) {
          const serverPids = servers.map((s) => s.child.pid!);
          const load = { url: nginx.url, contexts: 1, stores, registersPerStore, seconds, kind, serverPids };
          const rate = await measureHeartbeats(load);
          const row = atLeast(planned[index]![0], rate.heartbeatsPerSecond, 2000, (n) => `${num(n, 0)}/s`);
          const errors = rate.errors > 0 ? `, ${num(rate.errors, 0)} Fehler` : '';
          const perCpu =
            rate.perServerCpuSecond === undefined
              ? ''
              : `${num(rate.perServerCpuSecond, 0)} je CPU-Sekunde der Instanzen zusammen; `;
          const counted = Math.max(rate.rounds - 1, 1);
          rows.push({
            ...row,
            measured:
              `${row.measured} (${perCpu}${num(rate.heartbeats, 0)} in ${counted} ` +
              `${counted === 1 ? 'Runde' : 'Runden'} nach der ersten${errors}; ` +
              `Flotte ${contextKey} ${stores} × ${registersPerStore} + ${stores} STORE-Server)`,
            pass: row.pass && rate.errors === 0,
          });
        }
        // The agents' real mix on a fleet of its own for each count (its first round registers it).
        const mixFleet = { stores: stores * 2, registersPerStore };
        const serverPids = servers.map((s) => s.child.pid!);
        const { mix } = await measureMix(nginx.url, serverPids, mixFleet, 40001 + count * 1000, seconds * 2);
        const row = atLeast(planned[2]![0], mix.perCpuSecond, 4000, (n) => num(n, 0));
        rows.push({
          ...row,
          measured:
            `${row.measured} (${num(mix.perSecond, 0)}/s auf diesem Rechner, ${num(mix.requests, 0)} Anfragen, ` +
            `${num(mix.perTargetRound, 2)} je Ziel und Runde; Kassen je Kern bei 30-s-Heartbeat ` +
            `${num((mix.perCpuSecond * 30) / mix.perTargetRound, 0)}` +
            `${mix.errors > 0 ? `, ${num(mix.errors, 0)} Fehler` : ''})`,
          pass: row.pass && mix.errors === 0,
        });
      });
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * The rows for one instance and for `count` instances, and a note on the machine they share. The
 * database must be PostgreSQL: SQLite is one file of one process.
 */
export async function instancesRows(env: Record<string, string>, count: number, seconds: number) {
  const rows: BenchRow[] = [];
  const loadAtStart = os.loadavg().map((n) => num(n, 2));
  for (const n of count === 1 ? [1] : [1, count]) await rowsFor(rows, env, n, seconds);
  const notes = [
    `Instanzen, nginx, PostgreSQL und der Simulator teilen sich ${os.cpus().length} Kerne dieses Rechners ` +
      `(Last zu Beginn ${loadAtStart.join(' / ')}); die Heartbeats je CPU-Sekunde hängen davon weniger ab.`,
  ];
  return { rows, notes };
}
