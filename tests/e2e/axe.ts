import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { transitionsEnded } from './transitions';

/** Fails on serious or critical accessibility violations of the page as it is once it has settled. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsEnded(page);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
