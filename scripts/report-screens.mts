// Drives both report pages as an operator in headless Chromium and saves screenshots to
// test-results/screens/report-*.png. Usage: start the app (DEMO=true PORT=8384 ...), then
// `npx tsx scripts/report-screens.ts [baseUrl]`.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:8384';
const dir = 'test-results/screens';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const page = await browser.newPage({
  viewport: { width: 1600, height: 900 },
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
});
await page.goto(`${base}/login`);
await page.getByLabel('Benutzername').fill('admin');
await page.getByLabel('Passwort').fill('demo-admin-2026');
await page.getByLabel('Passwort').press('Enter');
await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();

await page.goto(`${base}/frontend/cashpoint-report?contextId=MEGAMARKT`);
await page.locator('.report-table tbody tr').first().waitFor();
await page.screenshot({ path: `${dir}/report-cashpoint.png` });
await page.getByLabel('Nur mit Warnungen').click();
await page.waitForURL(/warningsOnly=true/);
await page.waitForTimeout(300);
await page.screenshot({ path: `${dir}/report-cashpoint-warnings.png` });
await page.getByRole('button', { name: /^Spalten \(/ }).click();
await page.screenshot({ path: `${dir}/report-cashpoint-columns.png` });
await page.keyboard.press('Escape');

await page.goto(`${base}/frontend/store-report?contextId=MEGAMARKT`);
await page.locator('.report-table tbody tr').first().waitFor();
await page.screenshot({ path: `${dir}/report-store.png` });
await page.locator('.report-scroll').evaluate((el) => (el.scrollLeft = 1400));
await page.screenshot({ path: `${dir}/report-store-scrolled.png` });
await page.getByRole('button', { name: /^Spalten \(/ }).click();
await page.screenshot({ path: `${dir}/report-store-columns.png` });
await browser.close();
