import type { Page } from '@playwright/test';

/**
 * From now on, every read of a register tree and every page load of `page`, as they happen: a tree
 * that must change by the live stream alone leaves this list empty.
 */
export function watchTreeReads(page: Page): string[] {
  const treeReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/frontend/cashpoints?')) treeReads.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) treeReads.push(`navigated to ${frame.url()}`);
  });
  return treeReads;
}
