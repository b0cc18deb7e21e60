// The bench's result table: one row per figure, printed as Markdown so a run can be pasted into a
// note as it is.

export interface BenchRow {
  figure: string;
  goal: string;
  measured: string;
  /** False also when the figure could not be measured: a missing figure is not a pass. */
  pass: boolean;
  /**
   * False for a goal stated for a larger fleet than this run's: the figure is shown, not judged
   * (at a small fleet a reply's fixed costs outweigh what the goal is about).
   */
  judged?: boolean;
}

/** A number the German way (1.234,5), as the rest of the console shows numbers. */
export const num = (value: number, digits = 1) => value.toLocaleString('de-DE', { maximumFractionDigits: digits });

export const kb = (bytes: number) => `${num(bytes / 1024)} KB`;
export const mb = (bytes: number) => `${num(bytes / 1024 / 1024)} MB`;
export const msText = (ms: number) => `${num(ms, 0)} ms`;

/** A row whose goal is an upper bound. */
export function atMost(figure: string, value: number, limit: number, show: (n: number) => string): BenchRow {
  return { figure, goal: `≤ ${show(limit)}`, measured: show(value), pass: value <= limit };
}

/** A row whose goal is a lower bound. */
export function atLeast(figure: string, value: number, limit: number, show: (n: number) => string): BenchRow {
  return { figure, goal: `≥ ${show(limit)}`, measured: show(value), pass: value >= limit };
}

/** A figure that could not be taken in this run, with the reason; it counts as FAIL. */
export function notMeasured(figure: string, goal: string, reason: string): BenchRow {
  return { figure, goal, measured: `nicht gemessen (${reason})`, pass: false };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table with a heading line naming the database and the fleet, and notes on how it was measured. */
export function printTable(
  heading: string,
  rows: readonly BenchRow[],
  notes: readonly string[] = [],
  judge = true,
): void {
  const result = (r: BenchRow) => (!judge ? 'nicht bewertet' : r.judged === false ? '–' : r.pass ? 'PASS' : 'FAIL');
  const judged = rows.filter((r) => r.judged !== false);
  const unjudged = rows.length - judged.length;
  const lines = [
    `### ${heading}`,
    '',
    '| Kennzahl | Ziel | gemessen | Ergebnis |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.figure)} | ${cell(r.goal)} | ${cell(r.measured)} | ${result(r)} |`),
    '',
    judge
      ? `${judged.filter((r) => r.pass).length} von ${judged.length} Zielen erreicht` +
        (unjudged > 0 ? `; ${unjudged} gelten erst bei einer größeren Flotte (–).` : '.')
      : `Ziele nicht bewertet (--smoke); ${rows.filter((r) => !r.measured.startsWith('nicht gemessen')).length} von ${rows.length} Kennzahlen gemessen.`,
    ...notes.map((note) => `- ${note}`),
  ];
  console.log(lines.join('\n'));
}

/** Runs one measurement; an error becomes a "nicht gemessen" row instead of ending the run. */
export async function guarded(figure: string, goal: string, measure: () => Promise<BenchRow>): Promise<BenchRow> {
  try {
    return await measure();
  } catch (error) {
    return notMeasured(figure, goal, reasonOf(error));
  }
}

/** The first line of an error, short enough for a table cell. */
export const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 120);

/**
 * Runs steps that add rows in the order of `planned` (figure and goal); when a step fails, the
 * planned figures it did not reach become "nicht gemessen" rows and the run goes on.
 */
export async function section(rows: BenchRow[], planned: [string, string][], run: () => Promise<void>) {
  const before = rows.length;
  try {
    await run();
  } catch (error) {
    for (const [figure, goal] of planned.slice(rows.length - before))
      rows.push(notMeasured(figure, goal, reasonOf(error)));
  }
}

/** A line of progress on stderr, so that the table on stdout stays clean. */
export const progress = (text: string) => console.error(`… ${text}`);
