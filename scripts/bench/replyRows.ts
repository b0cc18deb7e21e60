// Reply figures over HTTP against the server process: the tree and the whole reports against
// JSON.stringify of the same payload (both in this run), and the size and time of one report page
// as the report pages ask for it.
import { atMost, guarded, kb, mb, msText, num, progress, type BenchRow } from './table';
import { median, medianMs, timedGet, type Reply } from './http';

const runs = 5;
/**
 * The ratio goals hold from this many registers on: below it JSON.stringify takes a few
 * milliseconds, and a reply's fixed costs (HTTP, compression, the cache's check) set the ratio.
 */
export const ratioGoalRegisters = 50_000;
const ratioGoal = `≤ 2× (ab ${ratioGoalRegisters.toLocaleString('de-DE')} Kassen)`;

/**
 * The median of five GETs against the median of five JSON.stringify runs over its parsed body. The
 * first GET, which may build the reply from the database, is shown apart, and so is a
 * revalidation with the reply's ETag (304 when nothing changed).
 */
async function againstStringify(figure: string, url: string, cookie: string): Promise<BenchRow> {
  const first = await timedGet(url, cookie);
  const replies: Reply[] = [];
  for (let i = 0; i < runs; i++) replies.push(await timedGet(url, cookie));
  const replyMs = median(replies.map((r) => r.ms));
  const last = replies.at(-1)!;
  const payload: unknown = JSON.parse(last.body);
  const stringifyMs = await medianMs(runs, () => JSON.stringify(payload));
  const row = { ...atMost(figure, replyMs / stringifyMs, 2, (n) => `${num(n)}×`), goal: ratioGoal };
  let revalidation = 'ohne ETag';
  if (last.etag) {
    const again = await timedGet(url, cookie, last.etag);
    revalidation = `mit ETag ${again.status} in ${num(again.ms)} ms`;
  }
  return {
    ...row,
    measured:
      `${row.measured} (${msText(replyMs)} zu ${num(stringifyMs)} ms, ${mb(last.bytes)}; ` +
      `erste Antwort ${msText(first.ms)}; ${revalidation})`,
  };
}

const pageGoal = 'eine Seite (≤ 100 KB)';

/** The page's own request: page 1 of 25 rows in the default sort; its size and median time. */
async function pageRow(figure: string, reportUrl: string, cookie: string): Promise<BenchRow> {
  const pageUrl = `${reportUrl}&page=1&size=25`;
  await timedGet(pageUrl, cookie);
  const pages: Reply[] = [];
  for (let i = 0; i < runs; i++) pages.push(await timedGet(pageUrl, cookie));
  const row = atMost(figure, pages[0]!.bytes, 100 * 1024, kb);
  return { ...row, goal: pageGoal, measured: `${row.measured} in ${msText(median(pages.map((p) => p.ms)))}` };
}

export async function measureReplies(
  baseUrl: string,
  cookie: string,
  contextId: string,
  registers: number,
): Promise<BenchRow[]> {
  progress('Antworten des Servers');
  const api = `${baseUrl}/api/frontend`;
  const context = `contextId=${encodeURIComponent(contextId)}`;
  const cashpointReport = `${api}/reports/cashpoint-report?${context}`;
  const storeReport = `${api}/reports/storeagent-report?${context}`;
  const judged = registers >= ratioGoalRegisters;
  const ratio = async (figure: string, url: string) => ({
    ...(await guarded(figure, ratioGoal, () => againstStringify(figure, url, cookie))),
    judged,
  });
  const page = (figure: string, url: string) => guarded(figure, pageGoal, () => pageRow(figure, url, cookie));
  return [
    await ratio('Baum-Antwort gegen JSON.stringify', `${api}/cashpoints?${context}`),
    await ratio('Kassen-Auswertung (ganz) gegen JSON.stringify', cashpointReport),
    await ratio('STORE-Auswertung (ganz) gegen JSON.stringify', storeReport),
    await page('Kassen-Auswertung, Seite 1 mit 25 Zeilen', cashpointReport),
    await page('STORE-Auswertung, Seite 1 mit 25 Zeilen', storeReport),
  ];
}
