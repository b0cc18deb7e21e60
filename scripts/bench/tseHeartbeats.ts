// What a register's TSE costs the heartbeat ingest (issue 50: a full heartbeat with `tse` at most
// 1.1 times one without): full heartbeats of the same fleet size once without TSEs and once with
// the demo's (a LAN TSE per store, shared by its registers), each fleet numbered on its own so its
// first round registers it (not counted). The cost is the server's CPU time per heartbeat, steadier
// on a shared machine than the rate by the wall clock.
import { measureHeartbeats } from './heartbeats';
import { atMost, guarded, num, progress, type BenchRow } from './table';

const figure = 'Voller Heartbeat mit TSE gegenüber einem ohne (Server-CPU je Heartbeat)';
const goal = 1.1;
/** Store numbers of their own (the other heartbeat fleets use 10001, 20001, 40001, 60001 on). */
const firstStores = { without: 90001, with: 95001 };
/**
 * 500 registers and 50 store servers per fleet: small enough that the round that registers them
 * (not counted) leaves rounds to count even in --quick's seconds on a busy machine.
 */
const fleet = { stores: 50, registersPerStore: 10 };
/** At least this long per fleet. */
const minSeconds = 10;

const times = (n: number) => `${num(n, 2)}×`;

export async function tseHeartbeatRows(url: string, serverPid: number, seconds: number): Promise<BenchRow[]> {
  const { stores, registersPerStore } = fleet;
  const duration = Math.max(seconds, minSeconds);
  progress(`Simulator: je ${duration} s volle Heartbeats ohne und mit TSE`);
  return [
    await guarded(figure, `≤ ${times(goal)}`, async () => {
      const rate = async (withoutTses: boolean) => {
        const firstStore = withoutTses ? firstStores.without : firstStores.with;
        const load = { url, contexts: 1, stores, registersPerStore, seconds: duration, kind: 'full' as const };
        const figures = await measureHeartbeats({ ...load, serverPids: [serverPid], withoutTses, firstStore });
        if (figures.errors > 0) throw new Error(`${num(figures.errors, 0)} Fehler`);
        if (figures.perServerCpuSecond === undefined) throw new Error('keine Runde nach der Registrierung');
        return figures;
      };
      // Alternating, twice each, the better of each kept: the first fleet would otherwise also pay
      // for the ingest's first calls (its code not yet compiled), and a busy machine for the other's.
      const without = await rate(true);
      const withTse = await rate(false);
      for (const [best, again] of [
        [without, await rate(true)],
        [withTse, await rate(false)],
      ] as const)
        if (again.perServerCpuSecond! > best.perServerCpuSecond!) Object.assign(best, again);
      const ratio = without.perServerCpuSecond! / withTse.perServerCpuSecond!;
      const row = atMost(figure, ratio, goal, times);
      return {
        ...row,
        measured:
          `${row.measured} (je CPU-Sekunde des Servers ${num(withTse.perServerCpuSecond!, 0)} mit TSE, ` +
          `${num(without.perServerCpuSecond!, 0)} ohne; ${num(withTse.heartbeatsPerSecond, 0)}/s und ` +
          `${num(without.heartbeatsPerSecond, 0)}/s; je ${stores} × ${registersPerStore} Kassen, der bessere von je zwei Läufen)`,
      };
    }),
  ];
}
