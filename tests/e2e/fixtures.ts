import { expect, test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

// Every spec imports `test` from here, not from @playwright/test: the browser contexts it gets are
// watched for Content-Security-Policy violations, and a test that caused one fails at its end. So
// the whole suite shows that the console works under the server's policy, and any inline script,
// inline style or eval that creeps in is caught on the page where it happens.

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/** Collects what the browser refused in `context`, from the page's own event and from the console. */
async function watchForViolations(context: BrowserContext, found: string[]): Promise<void> {
  await context.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  // The event names what was blocked and where, also where the browser's console line is terse.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      void window.reportCspViolation?.(`${event.effectiveDirective} refused ${blocked} on ${event.documentURI}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) found.push(`console: ${text}`);
  });
  // A page without the policy would pass the check without proving anything.
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    if (!response.headers()['content-security-policy']) found.push(`${response.url()} came without a policy`);
  });
}

export const test = base.extend<{
  cspViolations: string[];
  /** A second browser of its own (another user, say), watched like the test's own. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => {
    const found: string[] = [];
    await use(found);
    expect(found, 'the browser refused something under the Content-Security-Policy').toEqual([]);
  },
  context: async ({ context, cspViolations }, use) => {
    await watchForViolations(context, cspViolations);
    await use(context);
  },
  newContext: async ({ browser, cspViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await watchForViolations(context, cspViolations);
      return context;
    });
    for (const context of opened) await context.close();
  },
});

export { expect };
export type { Locator, Page } from '@playwright/test';
