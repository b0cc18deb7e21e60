// What a section of the full heartbeat costs the ingest: a register's TSE (issue 50: at most 1.1
// times one without) and its store health, devices, terminal, receipts and the store server's master
// data (issue 51: at most 1.15 times). Full heartbeats of the same fleet size once without the
// section and once with it, each fleet numbered on its own so its first round registers it (not
// counted). The cost is the server's CPU time per heartbeat, steadier on a shared machine than the
// rate by the wall clock.
import { measureHeartbeats, type HeartbeatLoad } from './heartbeats';
import { atMost, guarded, num, progress, type BenchRow } from './table';

/**
 * 500 registers and 50 store servers per fleet: small enough that the round that registers them
 * (not counted) leaves rounds to count even in --quick's seconds on a busy machine.
 */
const fleet = { stores: 50, registersPerStore: 10 };
/** At least this long per fleet. */
const minSeconds = 10;

const times = (n: number) => `${num(n, 2)}×`;

type Section = Pick<HeartbeatLoad, 'withoutTses' | 'withoutStoreHealth'>;

interface Comparison {
  figure: string;
  goal: number;
  /** Store numbers of their own per fleet (the other fleets use 10001, 20001, 40001, 60001, 70001, 80001 on). */
  firstStores: { without: number; with: number };
  without: Section;
  with: Section;
  /** How the two fleets are named in the row ('mit TSE', 'ohne'). */
  names: { without: string; with: string };
}

async function sectionCost(c: Comparison, url: string, serverPid: number, seconds: number): Promise<BenchRow> {
  // The smoke run (2 s) only shows the row is taken: 5 stores for 3 s, once each.
  const smoke = seconds < 8;
  const { stores, registersPerStore } = smoke ? { ...fleet, stores: 5 } : fleet;
  const duration = smoke ? 3 : Math.max(seconds, minSeconds);
  progress(`Simulator: je ${duration} s volle Heartbeats ${c.names.without} und ${c.names.with}`);
  return guarded(c.figure, `≤ ${times(c.goal)}`, async () => {
    const rate = async (withSection: boolean) => {
      const firstStore = withSection ? c.firstStores.with : c.firstStores.without;
      const load = { url, contexts: 1, stores, registersPerStore, seconds: duration, kind: 'full' as const };
      const section = withSection ? c.with : c.without;
      const figures = await measureHeartbeats({ ...load, ...section, serverPids: [serverPid], firstStore });
      if (figures.errors > 0) throw new Error(`${num(figures.errors, 0)} Fehler`);
      if (figures.perServerCpuSecond === undefined) throw new Error('keine Runde nach der Registrierung');
      return figures;
    };
    // Alternating, twice each, the better of each kept: the first fleet would otherwise also pay
    // for the ingest's first calls (its code not yet compiled), and a busy machine for the other's.
    const without = await rate(false);
    const withIt = await rate(true);
    if (!smoke)
      for (const [best, again] of [
        [without, await rate(false)],
        [withIt, await rate(true)],
      ] as const)
        if (again.perServerCpuSecond! > best.perServerCpuSecond!) Object.assign(best, again);
    const ratio = without.perServerCpuSecond! / withIt.perServerCpuSecond!;
    const row = atMost(c.figure, ratio, c.goal, times);
    return {
      ...row,
      measured:
        `${row.measured} (je CPU-Sekunde des Servers ${num(withIt.perServerCpuSecond!, 0)} ${c.names.with}, ` +
        `${num(without.perServerCpuSecond!, 0)} ${c.names.without}; ${num(withIt.heartbeatsPerSecond, 0)}/s und ` +
        `${num(without.heartbeatsPerSecond, 0)}/s; je ${stores} × ${registersPerStore} Kassen, der bessere von je zwei Läufen)`,
    };
  });
}

/** Issue 50: the demo's TSEs (a LAN TSE per store, shared by its registers) against none. */
export async function tseHeartbeatRows(url: string, serverPid: number, seconds: number): Promise<BenchRow[]> {
  const tse: Comparison = {
    figure: 'Voller Heartbeat mit TSE gegenüber einem ohne (Server-CPU je Heartbeat)',
    goal: 1.1,
    firstStores: { without: 90001, with: 95001 },
    without: { withoutTses: true, withoutStoreHealth: true },
    with: { withoutStoreHealth: true },
    names: { without: 'ohne', with: 'mit TSE' },
  };
  return [await sectionCost(tse, url, serverPid, seconds)];
}

/** Issue 51: every store-health section (the simulator's, with its troubles) against none; no TSE in either. */
export async function storeHealthHeartbeatRows(url: string, serverPid: number, seconds: number): Promise<BenchRow[]> {
  const health: Comparison = {
    figure: 'Voller Heartbeat mit Peripherie, Zahlung, Belegen und Stammdaten gegenüber einem ohne (Server-CPU)',
    goal: 1.15,
    firstStores: { without: 100001, with: 105001 },
    without: { withoutTses: true, withoutStoreHealth: true },
    with: { withoutTses: true },
    names: { without: 'ohne', with: 'mit allen Abschnitten' },
  };
  return [await sectionCost(health, url, serverPid, seconds)];
}
