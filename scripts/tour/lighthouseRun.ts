import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices';

export interface LighthouseResult {
  /** Each asked category's score, 0–100. */
  scores: Record<LighthouseCategory, number>;
  /** The audits of the asked categories that did not fully pass, with Lighthouse's figure. */
  shortfalls: string[];
  /** Lighthouse's figures of the metrics behind the performance score. */
  metrics: Record<string, string | undefined>;
  /** The whole report, as Lighthouse wrote it (JSON). */
  json: string;
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; displayValue?: string; scoreDisplayMode: string }>;
}

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Runs Lighthouse's desktop preset on a URL in the Chromium listening on the debugging port, so the
 * session that browser holds is the one scored. Lighthouse runs in plain Node: under tsx its
 * functions evaluated in the page would lack tsx's name helper.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: LighthouseCategory[],
): Promise<LighthouseResult> {
  try {
    return scored(url, categories, await reportOf(url, port, categories));
  } catch (error) {
    // Lighthouse itself sometimes fails to record the page load (NO_NAVSTART, NO_FCP and the like)
    // and asks to be run again: once more, as it asks. Any other failure names Lighthouse's reason.
    const said = String((error as { stderr?: string }).stderr ?? '');
    if (!/Please run Lighthouse again/.test(said)) throw withReason(error, said);
    console.error(`${url}: Lighthouse hat den Seitenaufruf nicht aufgezeichnet, zweiter Versuch`);
    return scored(
      url,
      categories,
      await reportOf(url, port, categories).catch((again: unknown) => {
        throw withReason(again, String((again as { stderr?: string }).stderr ?? ''));
      }),
    );
  }
}

/** The error with Lighthouse's own last words first, for a bench row or a log line. */
function withReason(error: unknown, stderr: string): unknown {
  const reason = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
  return reason ? new Error(`Lighthouse: ${reason}`, { cause: error }) : error;
}

async function reportOf(
  url: string,
  port: number,
  categories: LighthouseCategory[],
): Promise<{ report: LighthouseReport; stdout: string }> {
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  const flags = [
    `--port=${port}`,
    '--preset=desktop',
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    '--quiet',
  ];
  const { stdout } = await promisify(execFile)(process.execPath, [cli, url, ...flags], { maxBuffer: 64 * 1024 * 1024 });
  return { report: JSON.parse(stdout) as LighthouseReport, stdout };
}

function scored(
  url: string,
  categories: LighthouseCategory[],
  { report, stdout }: { report: LighthouseReport; stdout: string },
): LighthouseResult {
  // A page that sent Lighthouse to the login page would score the login page instead.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl} instead of ${url}`);
  }
  const scores = {} as Record<LighthouseCategory, number>;
  const shortfalls = new Set<string>();
  for (const category of categories) {
    const { score, auditRefs } = report.categories[category];
    if (score === null) throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    scores[category] = Math.round(score * 100);
    for (const ref of auditRefs.filter((ref) => ref.weight > 0)) {
      const audit = report.audits[ref.id];
      if (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') {
        if (audit.score !== null && audit.score < 1)
          shortfalls.add(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  const metrics = Object.fromEntries(metricIds.map((id) => [id, report.audits[id]?.displayValue]));
  return { scores, shortfalls: [...shortfalls], metrics, json: stdout };
}
