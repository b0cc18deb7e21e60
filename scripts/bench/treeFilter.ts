// How long the register tree takes to show a filter once the filter's debounce has passed,
// measured inside the page: from the last input event to the first frame painted after the tree's
// status line changed, less the debounce. Waiting from outside for the text to appear (Playwright's
// waitFor) polls at growing intervals and adds up to a few hundred milliseconds of its own, the
// same for every filter: it measured "about 300 ms" for filters that took 30.
import type { Page } from 'playwright-core';
import { filterDebounceMs } from '../../src/client/components/ListController';

export interface TreeFilterTiming {
  /** From the end of the debounce to the painted result. */
  afterDebounceMs: number;
  /** Long tasks (over 50 ms) from the first keystroke to the painted result. */
  longTasksMs: number[];
}

/** Types the filter, as a user does, into the empty filter of the tree page that is open. */
export async function measureTreeFilter(page: Page, filter: string): Promise<TreeFilterTiming> {
  const input = page.getByLabel('Filter', { exact: true });
  await page.evaluate(
    ([selector, debounceMs]) => {
      const state = { lastInput: 0, longTasks: [] as number[], done: undefined as Promise<number> | undefined };
      const field = document.querySelector<HTMLInputElement>(selector)!;
      field.addEventListener('input', (event) => (state.lastInput = event.timeStamp));
      const observer = new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => state.longTasks.push(Math.round(entry.duration))),
      );
      observer.observe({ type: 'longtask' });
      const status = document.querySelector('p[aria-live]')!;
      const before = status.textContent;
      state.done = new Promise<number>((resolve) => {
        const changes = new MutationObserver(() => {
          if (status.textContent === before) return;
          changes.disconnect();
          // The result counts once it is on screen: the frame after the change.
          requestAnimationFrame(() =>
            setTimeout(() => {
              observer.disconnect();
              resolve(performance.now() - state.lastInput - debounceMs);
            }),
          );
        });
        changes.observe(status, { childList: true, characterData: true, subtree: true });
      });
      (window as unknown as { treeFilterTiming: typeof state }).treeFilterTiming = state;
    },
    ['input.tree-filter', filterDebounceMs] as const,
  );
  await input.pressSequentially(filter, { delay: 80 });
  return page.evaluate(async () => {
    const state = (window as unknown as { treeFilterTiming: { done: Promise<number>; longTasks: number[] } })
      .treeFilterTiming;
    const afterDebounceMs = Math.round(await state.done);
    return { afterDebounceMs, longTasksMs: state.longTasks };
  });
}
