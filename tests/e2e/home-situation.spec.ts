import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { situationLink, type SituationItem } from '../../src/client/features/home/situationLinks';
import { homeTexts } from '../../src/shared/texts/de/home';
import { rolloutTexts } from '../../src/shared/texts/de/rollouts';

// The start page as the situation view (issue 46): what needs someone now, in total and per context,
// each count a link to its page filtered to what it counted; 'Stand' says how old it is; the top
// bar's badge counts the critical open alerts. Both colour schemes, axe clean, no sideways panning
// on a phone.

interface Situation {
  contexts: ({ key: string; name: string } & Record<string, number>)[];
  total: Record<string, number>;
}

const situationOf = async (page: Page): Promise<Situation> => {
  const reply = await page.request.get('/api/frontend/home/situation');
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Situation;
};

const schemes = ['light', 'dark'] as const;

for (const scheme of schemes)
  test(`${scheme}: the start page shows the situation, says how old it is and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await expect(page.getByRole('heading', { level: 2, name: 'Was jetzt ansteht' })).toBeVisible();
    const totals = page.getByRole('list', { name: 'Alle Kontexte' });
    await expect(totals.getByRole('listitem')).toHaveCount(9);
    await expect(page.getByTestId('data-age')).toHaveText(/^Stand \d\d:\d\d:\d\d$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/home-situation-${scheme}.png`, fullPage: true });
  });

/** The item a link's name counts, by its German label. */
const itemOfLabel = new Map<string, SituationItem>(
  Object.entries(homeTexts.situation.items).map(([item, label]) => [label, item as SituationItem]),
);
const only = homeTexts.pageFilter.only;

/** What the page a link opens shows of its filter: the notice of the tree or list, or the alert filters. */
async function expectFiltered(page: Page, item: SituationItem) {
  const url = new URL(page.url());
  if (url.pathname === '/frontend/alerts') {
    await expect(page.getByLabel('Status', { exact: true }).first()).toHaveValue('open');
    await expect(page.getByLabel('Stummgeschaltete').first()).toHaveValue('show');
    if (item === 'criticalAlertCount') await expect(page.getByLabel('Schweregrad').first()).toHaveValue('critical');
    else await expect(page.getByLabel('Ohne Bearbeiter').first()).toBeChecked();
  } else if (url.pathname === '/frontend/rollouts') {
    const state = url.searchParams.get('state') as 'paused' | 'waitingForApproval' | 'running';
    await expect(page.getByText(only(rolloutTexts.rollouts.state[state]), { exact: true })).toBeVisible();
  } else {
    const show = url.searchParams.get('show') as keyof typeof homeTexts.pageFilter.treeShow;
    await expect(page.getByText(only(homeTexts.pageFilter.treeShow[show]), { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('data-age')).toHaveText(/^Stand /);
}

// Every count the start page links, in both schemes: its link opens the page its item belongs to,
// filtered to it, for the context it names (a total of a one-context page: the context it is in).
// The demo has no store in maintenance, so each scheme puts a store of its own (INTERN) into one.
for (const [scheme, storeId] of [
  ['light', '9931'],
  ['dark', '9932'],
] as const)
  test(`${scheme}: each count of the start page opens its page filtered to what it counts`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    const created = await page.request.post('/api/frontend/stores/create?contextId=INTERN', { data: { storeId } });
    expect(created.status(), await created.text()).toBe(200);
    const { uid: storeUid } = (await created.json()) as { uid: string };
    const started = await page.request.post('/api/frontend/maintenance/save', {
      data: {
        contextId: 'INTERN',
        storeUid,
        until: new Date(Date.now() + 60 * 60_000).toISOString(),
        reason: 'Umbau',
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { uid: maintenanceUid } = (await started.json()) as { uid: string };

    await page.goto('/frontend/home');
    const chips = page.getByRole('list', { name: 'Was jetzt ansteht, nach Kontext' });
    await expect(
      chips
        .getByRole('listitem', { name: 'Interne Anwendung' })
        .getByRole('link', { name: /^Filialen in Wartung: 1 / }),
    ).toBeVisible();
    const situation = await situationOf(page);
    const keyOf = new Map(situation.contexts.map((c) => [c.name, c.key]));
    const links = await page
      .getByRole('region', { name: 'Was jetzt ansteht' })
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => [a.getAttribute('aria-label') ?? '', a.getAttribute('href') ?? '']));
    const firstOf = new Map<SituationItem, string>();
    for (const [name, href] of links) {
      const [, label, , where] = /^(.+): (\d+) \((.+)\) anzeigen$/.exec(name) ?? [];
      const item = itemOfLabel.get(label!);
      expect(item, name).toBeDefined();
      if (where === homeTexts.situation.total) {
        // The alerts of every context, or the one context a one-context page's total is in.
        const choices = [
          situationLink(item!, undefined),
          ...situation.contexts.map((c) => situationLink(item!, c.key)),
        ];
        expect(choices, name).toContain(href);
      } else expect(href, name).toBe(situationLink(item!, keyOf.get(where!)));
      if (!firstOf.has(item!)) firstOf.set(item!, href);
    }
    // Every item with something to do is linked somewhere (the maintenance at least).
    const due = Object.entries(situation.total)
      .filter(([, n]) => n > 0)
      .map(([item]) => item);
    expect([...firstOf.keys()].sort()).toEqual(due.sort());
    await expectNoSeriousA11yViolations(page);

    for (const [item, href] of firstOf) {
      await page.goto(href);
      await expectFiltered(page, item);
    }
    // One for real, with the mouse: the maintenance's count opens the tree narrowed to it.
    await page.goto('/frontend/home');
    await chips
      .getByRole('listitem', { name: 'Interne Anwendung' })
      .getByRole('link', { name: /^Filialen in Wartung: 1 / })
      .click();
    await expect(page).toHaveURL(/\/frontend\/cashpoints\?contextId=INTERN&show=maintenance/);
    await expect(page.getByRole('treeitem', { name: new RegExp(storeId) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The spec's store goes again, so the other specs see the demo as it was.
    const ended = await page.request.post('/api/frontend/maintenance/end', {
      data: { contextId: 'INTERN', uid: maintenanceUid },
    });
    expect(ended.status()).toBe(200);
    expect((await page.request.delete(`/api/frontend/stores/delete/${storeUid}?contextId=INTERN`)).status()).toBe(200);
  });

test('a context’s count of offline registers opens its tree narrowed to them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  const situation = await situationOf(page);
  const context = situation.contexts.find((c) => c.offlineCashpointCount > 0);
  test.skip(!context, 'the demo fleet has no register offline right now');
  const list = page.getByRole('list', { name: 'Was jetzt ansteht, nach Kontext' });
  await list
    .getByRole('listitem', { name: context!.name })
    .getByRole('link', { name: new RegExp(`Kassen offline: \\d+ \\(${context!.name}\\)`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/frontend/cashpoints\\?contextId=${context!.key}&show=offline`));
  await expect(page.getByText('Nur: offline')).toBeVisible();
  await expect(page.getByTestId('data-age')).toHaveText(/^Stand /);
  // Every register the narrowed tree shows is offline: open the first store and look.
  const tree = page.locator('.virtual-tree');
  await expect(tree).toBeVisible();
  await page.getByRole('button', { name: 'Alle anzeigen' }).click();
  await expect(page).not.toHaveURL(/show=offline/);
});

test('the critical alerts open the alert page filtered to critical open alerts, from the tile and the top bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  const situation = await situationOf(page);
  test.skip(situation.total.criticalAlertCount === 0, 'no critical alert open in the demo fleet right now');
  const badge = page.getByTestId('critical-alerts-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('href', '/frontend/alerts?contextId=*&state=open&severity=critical&snoozed=show');
  await page
    .getByRole('list', { name: 'Alle Kontexte' })
    .getByRole('link', { name: /Kritische Alarme: \d+ \(Alle Kontexte\)/ })
    .click();
  await expect(page).toHaveURL(/\/frontend\/alerts\?contextId=\*&state=open&severity=critical&snoozed=show/);
  await expect(page.getByLabel('Schweregrad').first()).toHaveValue('critical');
  await expect(page.getByTestId('data-age')).toHaveText(/^Stand /);
  await page.goto('/frontend/home');
  await badge.click();
  await expect(page).toHaveURL(/severity=critical/);
});

test('on a phone the start page does not pan sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Was jetzt ansteht' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/home-situation-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/home-situation-desktop.png' });
});
