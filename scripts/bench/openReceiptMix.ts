// Issue 51: the agents' default mix with `openReceipt` in every register's heartbeat, light ones
// included (what a till says so that no remote action disturbs a sale, issue 49), against the mix
// without it, as it ran before: no lower. Compared per server CPU-second, steadier on a shared
// machine than the wall clock; each fleet numbered on its own, so its first round registers it (not
// counted). Whether receipts open at all follows the stores' opening hours on the real clock: at
// night every register reports a closed one, and the row says how many stores were open.
import { storeIsOpen } from '../../src/server/simulator/storeHealth';
import { measureMix } from './defaultMix';
import { atLeast, guarded, num, progress, type BenchRow } from './table';

/** The compared fleets; the smoke run's (2 s) only shows the row is taken, on a few stores. */
const fleetOf = (smoke: boolean) => ({ stores: smoke ? 5 : 100, registersPerStore: 10 });
const firstStores = { without: 110001, with: 115001 };
/** At least this long per run, but in the smoke run (2 s), which only shows the row is taken. */
const minSeconds = 10;

const times = (n: number) => `${num(n, 2)}×`;

export async function openReceiptMixRows(url: string, serverPid: number, seconds: number): Promise<BenchRow[]> {
  const figure = 'Standardmix mit openReceipt in jedem Kassen-Heartbeat gegenüber dem Mix ohne (je Server-CPU-Sekunde)';
  const smoke = seconds < 8;
  const duration = smoke ? seconds : Math.max(seconds, minSeconds);
  const fleet = fleetOf(smoke);
  progress(`Simulator: je ${duration} s Standardmix ohne und mit openReceipt, abwechselnd je zweimal`);
  return [
    await guarded(figure, '≥ 1,00× (nicht niedriger)', async () => {
      const rate = async (withIt: boolean) => {
        const firstStore = withIt ? firstStores.with : firstStores.without;
        const switches = withIt ? [] : ['--without-open-receipts'];
        const { mix } = await measureMix(url, [serverPid], fleet, firstStore, duration, switches);
        if (mix.errors > 0) throw new Error(`${num(mix.errors, 0)} Fehler`);
        return mix;
      };
      // Alternating, twice each, the better of each kept (as the sections' costs, tseHeartbeats.ts).
      const runs = [await rate(false), await rate(true)];
      if (!smoke) runs.push(await rate(false), await rate(true));
      const best = (a: (typeof runs)[number], b: (typeof runs)[number] | undefined) =>
        b && b.perCpuSecond > a.perCpuSecond ? b : a;
      const without = best(runs[0]!, runs[2]);
      const withIt = best(runs[1]!, runs[3]);
      const row = atLeast(figure, withIt.perCpuSecond / without.perCpuSecond, 1, times);
      return {
        ...row,
        goal: '≥ 1,00× (nicht niedriger)',
        measured:
          `${row.measured} (${num(withIt.perCpuSecond, 0)} Anfragen je CPU-Sekunde mit, ${num(without.perCpuSecond, 0)} ` +
          `ohne; ${num(withIt.perSecond, 0)}/s und ${num(without.perSecond, 0)}/s; je ${fleet.stores} × ` +
          `${fleet.registersPerStore} Kassen, ${smoke ? 'je ein Lauf' : 'der bessere von je zwei Läufen'}; ${openStores()})`,
      };
    }),
  ];
}

/** Whether the simulated stores (no calendar of their own: Monday to Saturday 07:00–20:00 Berlin) are open now. */
function openStores(): string {
  return storeIsOpen({ storeId: 'bench', registers: [], server: null }, Date.now())
    ? 'die Läden waren geöffnet, etwa jeder zehnte Heartbeat meldete einen offenen Beleg'
    : 'die Läden waren geschlossen, alle Kassen meldeten keinen offenen Beleg';
}
