import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { transitionsEnded } from './transitions';

/**
 * Fails on serious or critical accessibility violations of the page as it is once it has settled.
 *
 * axe-core runs in the page itself, injected once per document, and only the findings come back.
 * `AxeBuilder.analyze()` (@axe-core/playwright) injected its 600 KB source three times per scan,
 * ran the checks frame by frame and finished them in a new blank page: 5–7 s a scan on a quiet
 * machine, and the scans were most of the browser suite's time-outs in the CI. The console has no
 * frames, so axe's own `run` over the document checks all there is.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsEnded(page);
  // Evaluated through the DevTools protocol, so the console's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const serious = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // Only violations are needed: passes and inapplicable rules are not described node by node.
    const result = await inPage.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(serious).toEqual([]);
}
