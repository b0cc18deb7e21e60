import { chromium, request as pwRequest } from '@playwright/test';
import { reportFiscalTses } from '../tests/e2e/fiscalTses';

const base = 'http://127.0.0.1:8541';
const all = async () => {
  const api = await pwRequest.newContext({ baseURL: base });
  await reportFiscalTses(api);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const scheme of ['light', 'dark'] as const)
    for (const [w, h] of [[1440, 900], [390, 844]]) {
      const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: scheme });
      await page.goto(base + '/login');
      await page.getByLabel('Benutzername').fill('admin');
      await page.getByLabel('Passwort').fill('demo-admin-2026');
      await page.getByLabel('Passwort').press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
      await page.goto(base + '/frontend/fiskal?contextId=*');
      await page.getByRole('heading', { name: 'Handlungsbedarf' }).waitFor();
      await page.waitForTimeout(1500);
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(scheme, w, 'scrollWidth', sw);
      await page.screenshot({ path: `/tmp/tse-page-${scheme}-${w}.png`, fullPage: true });
      await page.close();
    }
  await browser.close();
};
export const phoneTop = async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
    await page.goto(base + '/login');
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort').fill('demo-admin-2026');
    await page.getByLabel('Passwort').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.goto(base + '/frontend/fiskal?contextId=*');
    await page.getByRole('heading', { name: 'Handlungsbedarf' }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/tse-page-${scheme}-390-top.png` });
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/tse-page-${scheme}-390-mid.png` });
    await page.close();
  }
  await browser.close();
};
void (process.argv[2] === 'phone' ? phoneTop() : all());
