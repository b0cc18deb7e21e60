// Reply figures: the tree and the full reports against JSON.stringify of the same payload, and the
// size and time of one report page as the page asks for it.
import { atMost, guarded, kb, msText, num, type BenchRow } from './table';
import { median, medianMs, timedGet, type Reply } from './http';

const runs = 5;

/** Median of five GETs against the median of five JSON.stringify runs of its parsed body, both in this run. */
function ratioRow(figure: string, url: string, cookie: string): Promise<BenchRow> {
  return guarded(figure, '≤ 2×', () => againstStringify(figure, url, cookie));
}

async function againstStringify(figure: string, url: string, cookie: string): Promise<BenchRow> {
  await timedGet(url, cookie); // warm-up: the first reply may fill caches
  const replies: Reply[] = [];
  for (let i = 0; i < runs; i++) replies.push(await timedGet(url, cookie));
  const replyMs = median(replies.map((r) => r.ms));
  const payload: unknown = JSON.parse(replies.at(-1)!.body);
  const stringifyMs = await medianMs(runs, () => JSON.stringify(payload));
  const row = atMost(figure, replyMs / stringifyMs, 2, (n) => `${num(n)}×`);
  return {
    ...row,
    measured: `${row.measured} (${msText(replyMs)} zu ${num(stringifyMs)} ms, ${kb(replies[0]!.bytes)})`,
  };
}

export async function measureReplies(baseUrl: string, cookie: string, contextId: string): Promise<BenchRow[]> {
  const api = `${baseUrl}/api/frontend`;
  const context = `contextId=${encodeURIComponent(contextId)}`;
  const rows = [
    await ratioRow('Baum-Antwort gegen JSON.stringify', `${api}/cashpoints?${context}`, cookie),
    await ratioRow(
      'Kassen-Auswertung (ganz) gegen JSON.stringify',
      `${api}/reports/cashpoint-report?${context}`,
      cookie,
    ),
    await ratioRow(
      'STORE-Auswertung (ganz) gegen JSON.stringify',
      `${api}/reports/storeagent-report?${context}`,
      cookie,
    ),
  ];
  rows.push(await guarded(pageFigure, pageGoal, () => pageRow(`${api}/reports/cashpoint-report?${context}`, cookie)));
  return rows;
}

const pageFigure = 'Kassen-Auswertung, Seite 1 mit 25 Zeilen';
const pageGoal = 'eine Seite (≤ 100 KB)';

/** The page's own request: page 1 of 25 rows in the default sort; its size and median time. */
async function pageRow(reportUrl: string, cookie: string): Promise<BenchRow> {
  const pageUrl = `${reportUrl}&page=1&size=25`;
  await timedGet(pageUrl, cookie);
  const pages: Reply[] = [];
  for (let i = 0; i < runs; i++) pages.push(await timedGet(pageUrl, cookie));
  const row = atMost(pageFigure, pages[0]!.bytes, 100 * 1024, kb);
  return { ...row, goal: pageGoal, measured: `${row.measured} in ${msText(median(pages.map((p) => p.ms)))}` };
}
