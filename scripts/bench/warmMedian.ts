import { median, timedGet } from './http';
import { atMost, guarded, msText, type BenchRow } from './table';

const runs = 5;

/**
 * A GET's median of 5 warm calls after a first one (its time said beside), against a goal in ms;
 * `describe` adds what the first reply held (e.g. its counts), to show what was measured.
 */
export async function warmMedian(
  figure: string,
  url: string,
  cookie: string,
  goalMs: number,
  describe?: (body: string) => string,
): Promise<BenchRow> {
  return guarded(figure, `≤ ${msText(goalMs)}`, async () => {
    const first = await timedGet(url, cookie);
    if (first.status !== 200) throw new Error(`HTTP ${first.status}`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await timedGet(url, cookie)).ms);
    const row = atMost(figure, median(times), goalMs, msText);
    const more = describe ? `; ${describe(first.body)}` : '';
    return { ...row, measured: `${row.measured} warm (erster Aufruf ${msText(first.ms)}${more})` };
  });
}
