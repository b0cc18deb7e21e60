// `npm run lighthouse [-- --runs 3] [-- --only home,statistics] [-- --save]`: Lighthouse's desktop scores
// (performance, accessibility, best practices) of every page of the console (tests/e2e/pageTour.ts)
// as one Markdown table, with the audits that did not fully pass. Builds the SPA when it is older
// than its sources and runs a demo console of its own. With --runs N each score is the median of N
// runs: on a shared machine one run's blocking time swings with whatever else runs then. --save
// keeps each page's last report in test-results/lighthouse/<page>.json, to read its long tasks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { parseCommandLine, refuseArguments, wholeNumber } from '../../src/server/cli/commandLine';
import { repoRoot } from '../../src/server/platform/paths';
import { commandLine } from '../../src/shared/texts/commandLine';
import { pageTour } from '../../tests/e2e/pageTour';
import { chromiumOptions, signInAsAdmin, startDemoServer } from './demoServer';
import { ensureBuilt } from './ensureBuilt';
import { ensureTools } from './ensureTools';
import { runLighthouse, type LighthouseCategory, type LighthouseResult } from './lighthouseRun';

const usage = commandLine.lighthouseUsage;
const values = parseCommandLine(
  { runs: { type: 'string', default: '1' }, only: { type: 'string' }, save: { type: 'boolean', default: false } },
  usage,
);
const saveDir = path.join(repoRoot, 'test-results/lighthouse');
const runs = wholeNumber('runs', values.runs, 1, usage);
const pageNames = pageTour.map((stop) => stop.name);
const only = values.only?.split(',').map((name) => name.trim());
if (only?.some((name) => !pageNames.includes(name))) refuseArguments(commandLine.oneOf('--only', pageNames), usage);
const categories: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices'];

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

function combine(results: LighthouseResult[]): { scores: number[]; shortfalls: string[] } {
  return {
    scores: categories.map((category) => median(results.map((result) => result.scores[category]))),
    shortfalls: [...new Set(results.flatMap((result) => result.shortfalls))],
  };
}

async function main(): Promise<void> {
  ensureTools();
  ensureBuilt();
  const server = await startDemoServer();
  const port = 9300 + Math.floor(Math.random() * 600);
  // One Chromium with a debugging port serves Playwright (the login) and Lighthouse alike: both
  // use its profile, so the session of the login holds for Lighthouse's runs.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-tour-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumOptions,
    args: [...chromiumOptions.args, '--headless=new', `--remote-debugging-port=${port}`],
  });
  const rows: string[] = [];
  try {
    const page = await context.newPage();
    for (const stop of pageTour.filter((stop) => !only || only.includes(stop.name))) {
      // The login page is scored before signing in: with a session it goes on to the home page.
      if (stop.signedIn && !page.url().includes('/frontend/')) await signInAsAdmin(page, server.url);
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await runLighthouse(`${server.url}${stop.path}`, port, categories));
      const { scores, shortfalls } = combine(results);
      if (values.save) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, `${stop.name}.json`), results.at(-1)!.json);
      }
      rows.push(`| ${stop.name} | ${scores.join(' | ')} | ${shortfalls.join(', ') || '–'} |`);
      console.error(rows.at(-1));
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
  console.log('| Seite | Performance | Barrierefreiheit | Best Practices | nicht voll erfüllt |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
