// Lighthouse's desktop performance score of /login and /frontend/home, through its Node API against
// Debian's Chromium (started by playwright-core with a remote debugging port for Lighthouse).
import net from 'node:net';
import { chromium } from 'playwright-core';
import { atLeast, guarded, num, type BenchRow } from './table';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function measureLighthouse(baseUrl: string, cookie: string): Promise<BenchRow[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
  });
  try {
    // Lighthouse is an ES module only; the bench runs as CommonJS.
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktop } = await import('lighthouse/core/config/desktop-config.js');
    const rows: BenchRow[] = [];
    // /login as a visitor sees it; the home page with the admin's session cookie.
    for (const [route, headers] of [
      ['/login', undefined],
      ['/frontend/home', { cookie }],
    ] as const) {
      const figure = `Lighthouse Desktop-Performance ${route}`;
      rows.push(
        await guarded(figure, '≥ 95', async () => {
          const result = await lighthouse(
            `${baseUrl}${route}`,
            { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers },
            desktop,
          );
          // A page that sends the visitor elsewhere (the login) would score the wrong page.
          const landed = result?.lhr.finalDisplayedUrl ?? '';
          if (!landed.startsWith(`${baseUrl}${route}`)) throw new Error(`umgeleitet auf ${landed}`);
          const score = result?.lhr.categories.performance?.score;
          if (score === undefined || score === null) throw new Error(result?.lhr.runtimeError?.message ?? 'ohne Wert');
          return atLeast(figure, score * 100, 95, (n) => num(n, 0));
        }),
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}
