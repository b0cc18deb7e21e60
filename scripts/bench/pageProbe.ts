// What the bench runs inside the page, so that the browser figures are the page's own timings
// (performance.now from the navigation start) and not Playwright's round trips.

export interface Probe {
  longTasks: number[];
  lastInput: number;
  lastClick: number;
  /** When an element matching a watched selector first appeared, by name. */
  firstSeen: Record<string, number>;
}

/** Selectors whose first appearance is recorded: a tree row and a report row. */
export const watched = { tree: '[role="treeitem"]', reportRow: 'tbody tr[aria-rowindex]' };

/** Installed in every document before its scripts run. */
export function installProbe(selectors: Record<string, string>): void {
  const probe: Probe = { longTasks: [], lastInput: 0, lastClick: 0, firstSeen: {} };
  (window as unknown as { benchProbe: Probe }).benchProbe = probe;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => probe.longTasks.push(e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
  addEventListener('input', () => (probe.lastInput = performance.now()), true);
  addEventListener('click', () => (probe.lastClick = performance.now()), true);
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (probe.firstSeen[name] === undefined && document.querySelector(selector)) {
        probe.firstSeen[name] = performance.now();
        observer.disconnect();
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The tree page's status line ("x of y stores shown"): it changes once a tree filter has been applied. */
export const treeStatus = 'p[aria-live]';

/**
 * Resolves with performance.now() at the first frame painted after the text of the first elements
 * matching `selector` differs from what it was when called and is not empty (checked after every
 * DOM change), or with -1 after `timeoutMs`. Timed here in the page: waiting from outside
 * (Playwright polls at growing intervals) adds a few hundred milliseconds of its own.
 */
export function whenTextChanges({ selector, timeoutMs }: { selector: string; timeoutMs: number }): Promise<number> {
  const read = () =>
    Array.from(document.querySelectorAll(selector))
      .slice(0, 3)
      .map((e) => e.textContent)
      .join('|');
  const before = read();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      // Empty rows are a loading state in between, not the result.
      const now = read();
      if (now === before || now === '') return;
      observer.disconnect();
      // The result counts once it is on screen: the frame after the change.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(-1);
    }, timeoutMs);
  });
}

/** What the probe of the current document has recorded so far. */
export function readProbe(): Probe {
  return (window as unknown as { benchProbe: Probe }).benchProbe;
}
