import type { Page } from '@playwright/test';

/**
 * Resolves once the page's transitions and finite animations have ended: a dialog still fading in
 * has half-transparent buttons, which a contrast check misreads and a screenshot catches half-drawn.
 * Endless animations (spinners) are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
