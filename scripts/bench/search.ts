// The search of the command palette at scale (issue 54): the terms an operator types, each asked
// warm several times as an administrator who sees every context, and the 95th percentile of all
// those calls against the goal. A register by its number and by the start of its host name, a store
// by its number and by a part of its name, an update by a part of its file name, and a term that
// matches nothing (every query runs to its end).
import { timedGet } from './http';
import { atMost, guarded, msText, num, progress, type BenchRow } from './table';

const callsPerTerm = 20;
const goalMs = 100;

/** The value at `share` (0..1) of the sorted values, nearest rank. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/** The terms: `storeId` and `posId` name a register of the bench's fleet, `storeWord` a part of a store's name. */
export function searchTerms(storeId: string, posId: string, storeWord: string): string[] {
  return [
    `${storeId}/${posId}`,
    `${storeId}-0${posId}`,
    `kasse-${storeId}-${posId}`,
    storeId,
    storeWord,
    'kasse-5',
    'zzzz-nichts',
  ];
}

export async function searchRows(
  baseUrl: string,
  cookie: string,
  registers: number,
  terms: readonly string[],
): Promise<BenchRow[]> {
  const figure = `Suche bei ${num(registers, 0)} Kassen (p95 über ${terms.length} Begriffe × ${callsPerTerm} Aufrufe)`;
  progress(figure);
  return [
    await guarded(figure, `≤ ${msText(goalMs)}`, async () => {
      const times: number[] = [];
      const slowest: { term: string; ms: number }[] = [];
      let found = 0;
      for (const term of terms) {
        const url = `${baseUrl}/api/frontend/search?q=${encodeURIComponent(term)}&limit=20`;
        const first = await timedGet(url, cookie);
        found += (JSON.parse(first.body) as { results: unknown[] }).results.length;
        const mine: number[] = [];
        for (let i = 0; i < callsPerTerm; i++) mine.push((await timedGet(url, cookie)).ms);
        times.push(...mine);
        slowest.push({ term, ms: percentile(mine, 0.95) });
      }
      const row = atMost(figure, percentile(times, 0.95), goalMs, msText);
      const worst = slowest.sort((a, b) => b.ms - a.ms)[0]!;
      return {
        ...row,
        measured: `${row.measured} (Median ${msText(percentile(times, 0.5))}; langsamster Begriff '${worst.term}' ${msText(worst.ms)}; ${num(found, 0)} Treffer)`,
      };
    }),
  ];
}
