// The first load of the SPA: how much JS and CSS /login needs before it can be used (gzip, as
// served), and Lighthouse's desktop performance score of /login and of /frontend/home (signed in).
// Used by `npm run bench`; alone: `npx tsx scripts/bench/firstLoad.ts <base URL>` against a built
// SPA (`npm run build`) and a server with the demo users.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { runLighthouse } from '../tour/lighthouseRun';

export interface FirstLoad {
  /** JS and CSS that loading /login fetches until its form is usable, gzip bytes / 1024. */
  loginInitialGzipKB: number;
  /** Lighthouse desktop performance, 0–100. */
  lighthouseLogin: number;
  lighthouseHome: number;
}

export interface Credentials {
  username: string;
  password: string;
}

const demoAdmin: Credentials = { username: 'admin', password: 'demo-admin-2026' };

/** The bytes a browser receives for a URL that it asks for with gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (reply) => {
        let bytes = 0;
        reply.on('data', (chunk: Buffer) => (bytes += chunk.length));
        reply.on('end', () => resolve(bytes));
        reply.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every script and stylesheet /login loads until its form shows and the network is idle. */
async function loginAssets(context: BrowserContext, baseUrl: string): Promise<string[]> {
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) assets.add(request.url());
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Benutzername').waitFor();
  await page.close();
  return [...assets];
}

async function logIn(context: BrowserContext, baseUrl: string, credentials: Credentials): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Benutzername').fill(credentials.username);
  await page.getByLabel('Passwort').fill(credentials.password);
  await page.getByLabel('Passwort').press('Enter');
  await page.waitForURL('**/frontend/home');
  await page.close();
}

/** Lighthouse's desktop performance score of a URL, in the browser listening on the port. */
async function performanceScore(url: string, port: number): Promise<number> {
  const { scores, metrics } = await runLighthouse(url, port, ['performance']);
  if (process.env.FIRST_LOAD_VERBOSE) {
    console.error(
      url,
      Object.entries(metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(', '),
    );
  }
  return scores.performance;
}

/**
 * The median of several runs (three for the goals): on a machine shared with other work a single
 * run's blocking time swings with whatever else runs at that moment (Lighthouse's own advice is the
 * median of several).
 */
async function medianScore(url: string, port: number, runs: number): Promise<number> {
  const scores: number[] = [];
  for (let run = 0; run < runs; run++) scores.push(await performanceScore(url, port));
  return scores.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * Measures the first load against a running server. One Chromium with a debugging port serves
 * Playwright (login, network log) and Lighthouse alike: both use its default profile, so the
 * session cookie of the login holds for Lighthouse's run of the home page. Lighthouse empties the
 * HTTP cache before each run, so both scores are of a first visit.
 */
export async function measureFirstLoad(baseUrl: string, credentials = demoAdmin, runs = 3): Promise<FirstLoad> {
  const base = baseUrl.replace(/\/$/, '');
  const port = 9300 + Math.floor(Math.random() * 600);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`],
  });
  try {
    const assets = await loginAssets(context, base);
    const bytes = await Promise.all(assets.map(gzipBytes));
    const loginInitialGzipKB = Math.round((10 * bytes.reduce((sum, n) => sum + n, 0)) / 1024) / 10;
    const lighthouseLogin = await medianScore(`${base}/login`, port, runs);
    await logIn(context, base, credentials);
    const lighthouseHome = await medianScore(`${base}/frontend/home`, port, runs);
    return { loginInitialGzipKB, lighthouseLogin, lighthouseHome };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  measureFirstLoad(process.argv[2] ?? 'http://localhost:8080')
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
