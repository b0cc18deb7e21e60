import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { openAdminPage } from './menu';
import { toast } from './toast';

// The store calendar as operators use it, in the demo's Südkauf AG (it has an update window rule):
// a store's hours and its next window, a special day for the stores a filter shows, and the CSV
// import that refuses a bad line and takes the fixed file.

const context = 'SUEDKAUF';
const tree = (page: Page) => page.getByRole('tree', { name: 'Filialen und Kassen' });

interface StoreNode {
  uid: string;
  id: string;
}
interface Calendar {
  openingHours: { weekday: number; from: string; to: string }[];
  specialDays: { date: string; kind: string; note: string }[];
}

async function openCashpoints(page: Page) {
  const loaded = page.waitForResponse(
    (r) => r.url().includes(`/api/frontend/cashpoints?contextId=${context}`) && r.ok(),
  );
  await page.goto(`/frontend/cashpoints?contextId=${context}`);
  await loaded;
  await expect(tree(page)).toBeVisible();
}

async function storesOf(page: Page): Promise<StoreNode[]> {
  const reply = await page.request.get(`/api/frontend/cashpoints?contextId=${context}`);
  return ((await reply.json()) as { stores: StoreNode[] }).stores;
}

async function calendarOf(page: Page, storeUid: string): Promise<Calendar> {
  const reply = await page.request.get(`/api/frontend/store-calendar?contextId=${context}&storeUid=${storeUid}`);
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as Calendar;
}

/** A local date of Berlin a few weeks ahead, 'YYYY-MM-DD'. */
const dateAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));
/** 'YYYY-MM-DD' as the day fields show and take it, whatever the browser's language. */
const typed = (date: string) => date.split('-').reverse().join('.');

test('an operator sets a store’s hours and its own window rule and sees the next window', async ({ page }) => {
  await loginAs(page, 'admin');
  await openCashpoints(page);
  const store = (await storesOf(page))[0]!;
  await tree(page)
    .getByRole('treeitem', { name: new RegExp(`(^|\\s)${store.id}\\s`) })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Öffnungszeiten' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Öffnungszeiten' });
  await expect(panel.getByRole('button', { name: 'Öffnungszeiten speichern' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Monday 09:00 – 18:00; Sunday gains a range; the store's own rule only between 02:00 and 03:00.
  const mondayFrom = panel.getByRole('textbox', { name: 'Montag, Zeitraum 1 von' });
  await mondayFrom.fill('25:00');
  await panel.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
  await expect(panel.getByText('„25:00“ ist keine Uhrzeit: erlaubt ist HH:mm von 00:00 bis 23:59.')).toBeVisible();
  await mondayFrom.fill('09:00');
  await panel.getByRole('textbox', { name: 'Montag, Zeitraum 1 bis' }).fill('18:00');
  // By keyboard: the button to add a range on Sunday.
  await panel.getByRole('button', { name: 'Zeitraum am Sonntag hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  await panel.getByRole('textbox', { name: 'Sonntag, Zeitraum 1 von' }).fill('10:00');
  await panel.getByRole('textbox', { name: 'Sonntag, Zeitraum 1 bis' }).fill('16:00');
  await panel.getByRole('radio', { name: 'eigene Regel' }).check();
  await panel.getByRole('checkbox', { name: 'nur in einem festen Zeitraum' }).check();
  await panel.getByRole('textbox', { name: 'Zeitraum von' }).fill('02:00');
  await panel.getByRole('textbox', { name: 'Zeitraum bis' }).fill('03:00');
  await panel.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
  await expect(toast(page, 'Öffnungszeiten gespeichert', { exact: true })).toBeVisible();

  // The next window is the next 02:00 – 03:00 of the store's zone (or the one running now).
  // The hour part alone: formatted whole, an hour reads '00 Uhr', which is no number (the test then
  // expected tomorrow's window between midnight and 02:00 in Berlin, when today's is next).
  const berlinHour = Number(
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .find((p) => p.type === 'hour')!.value,
  );
  const window = panel.getByTestId('calendar-window');
  if (berlinHour === 2) await expect(window).toHaveText('Update-Fenster jetzt, bis 03:00');
  else {
    const day = new Date(Date.now() + (berlinHour < 2 ? 0 : 86_400_000));
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
      })
        .formatToParts(day)
        .map((p) => [p.type, p.value]),
    );
    const expected = `Nächstes Update-Fenster: ${parts.weekday!.replace('.', '')}, ${parts.day}.${parts.month}. 02:00 – 03:00`;
    await expect(window).toHaveText(expected);
  }
  const saved = await calendarOf(page, store.uid);
  expect(saved.openingHours.filter((r) => r.weekday === 1 || r.weekday === 7)).toEqual([
    { weekday: 1, from: '09:00', to: '18:00' },
    { weekday: 7, from: '10:00', to: '16:00' },
  ]);

  // The register details show the store's state and window too (the store stays open in the tree).
  await tree(page).locator('[aria-level="2"]').first().click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Kasse .*Filiale ${store.id}`) })).toBeVisible();
  await expect(page.getByText(/Nächstes Update-Fenster: .* 02:00 – 03:00|Update-Fenster jetzt/)).toBeVisible();
});

test('an operator applies a special day to the stores the tree filter shows, with the count previewed', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await openCashpoints(page);
  const stores = await storesOf(page);
  // The first store's number without its last digit matches several stores, not all.
  const filter = stores[0]!.id.slice(0, -1);
  await page.getByLabel('Filter').fill(filter);
  const shown = page.getByText(new RegExp(`^(\\d+) von ${stores.length} Filialen$`));
  await expect(shown).toBeVisible();
  const count = Number((await shown.innerText()).split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(stores.length);

  await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click();
  await page.getByRole('button', { name: 'Öffnungszeiten für gefilterte Filialen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öffnungszeiten für gefilterte Filialen' });
  await expect(dialog.getByText(`${count} Filialen sind gefiltert.`)).toBeVisible();
  const date = dateAhead(40);
  await dialog.getByLabel('Datum').fill(typed(date));
  await dialog.getByLabel('Art').selectOption({ label: 'Update-Sperre' });
  await dialog.getByLabel('Notiz').fill('Sortimentsumbau');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Vorschau' }).click();
  await expect(dialog.getByText(`Betrifft ${count} Filialen`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(toast(page, `Öffnungszeiten für ${count} Filialen geändert`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const matching = stores.filter((s) => s.id.includes(filter));
  const other = stores.find((s) => !s.id.includes(filter))!;
  for (const store of [matching[0]!, matching[matching.length - 1]!])
    expect((await calendarOf(page, store.uid)).specialDays).toContainEqual({
      date,
      kind: 'blackout',
      note: 'Sortimentsumbau',
    });
  expect((await calendarOf(page, other.uid)).specialDays.map((d) => d.date)).not.toContain(date);
});

test('the register report offers the bulk change for the stores of the registers its filters show', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const stores = (await (await page.request.get(`/api/frontend/cashpoints?contextId=${context}`)).json()) as {
    stores: (StoreNode & { cashpoints: unknown[] })[];
  };
  const filter = stores.stores[0]!.id.slice(0, -1);
  const expected = stores.stores.filter((s) => s.id.includes(filter) && s.cashpoints.length > 0).length;
  await page.goto(`/frontend/cashpoint-report?contextId=${context}&storeId=${filter}`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click();
  await page.getByRole('button', { name: 'Öffnungszeiten für gefilterte Filialen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öffnungszeiten für gefilterte Filialen' });
  // The server resolves the report's filter itself; the preview names its count.
  await expect(dialog.getByText(/die Filter der Kassen-Auswertung zeigen/)).toBeVisible();
  await dialog.getByLabel('Datum').fill(typed(dateAhead(41)));
  await dialog.getByRole('button', { name: 'Vorschau' }).click();
  await expect(dialog.getByText(`Betrifft ${expected} Filialen`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Cancelled after the preview: nothing was written.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  const first = stores.stores.find((s) => s.id.includes(filter))!;
  expect((await calendarOf(page, first.uid)).specialDays.map((d) => d.date)).not.toContain(dateAhead(41));
});

test('an operator imports a CSV file: a bad line is named by its number and nothing is written, the fixed file imports', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await openCashpoints(page);
  await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click();
  const exported = await page.request.get(
    (await page.getByRole('link', { name: 'Öffnungszeiten als CSV' }).getAttribute('href'))!,
  );
  expect(exported.ok()).toBe(true);
  await page.keyboard.press('Escape');
  const lines = (await exported.text()).split('\r\n');
  // Line 3 of the file (the header is line 1) is the second store's: Monday 06:00 – 14:00.
  const cells = lines[2]!.split(';');
  const storeId = cells[0]!;
  const store = (await storesOf(page)).find((s) => s.id === storeId)!;
  const before = await calendarOf(page, store.uid);
  const monday = 4;
  const withLine3 = (zone: string) => {
    const changed = [...cells];
    changed[2] = zone;
    changed[monday] = '06:00-14:00';
    return [...lines.slice(0, 2), changed.join(';'), ...lines.slice(3)].join('\r\n');
  };
  const file = (text: string) => ({
    name: 'oeffnungszeiten.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });

  await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click();
  await page.getByRole('button', { name: 'Öffnungszeiten importieren …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öffnungszeiten aus CSV importieren' });
  await dialog.getByLabel('CSV-Datei (; getrennt, UTF-8)').setInputFiles(file(withLine3('Europe/Berlinn')));
  await dialog.getByRole('button', { name: 'Prüfen' }).click();
  await expect(dialog.getByText(/^Zeile 3: .*Europe\/Berlinn/)).toBeVisible();
  await expect(dialog.getByText('Es wurde nichts geändert.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  expect(await calendarOf(page, store.uid)).toEqual(before);

  await dialog.getByLabel('CSV-Datei (; getrennt, UTF-8)').setInputFiles(file(withLine3('Europe/Berlin')));
  await dialog.getByRole('button', { name: 'Prüfen' }).click();
  await expect(dialog.getByText(/^Die Datei ist in Ordnung: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.app-toasts').getByText(/Filialen? importiert$/)).toBeVisible();
  const after = await calendarOf(page, store.uid);
  expect(after.openingHours.filter((r) => r.weekday === 1)).toEqual([{ weekday: 1, from: '06:00', to: '14:00' }]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the context's tab Update-Fenster saves its rule and passes axe in the ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await openAdminPage(page, 'Kontexte');
    await page.getByRole('button', { name: 'Kontext WESTFRISCH bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontext WESTFRISCH bearbeiten' });
    await dialog.getByRole('tab', { name: 'Update-Fenster' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Update-Fenster' });
    const after = panel.getByRole('textbox', { name: 'Minuten nach Ladenschluss' });
    await expect(after).toHaveValue(/^\d+$/);
    await expectNoSeriousA11yViolations(page);

    const minutes = scheme === 'light' ? '45' : '50';
    await after.fill('999');
    await panel.getByRole('button', { name: 'Update-Fenster speichern' }).click();
    await expect(panel.getByText(/Minuten nach Ladenschluss: erlaubt ist eine ganze Zahl von 0 bis 720/)).toBeVisible();
    await after.fill(minutes);
    await panel.getByRole('button', { name: 'Update-Fenster speichern' }).click();
    await expect(toast(page, 'Update-Fenster gespeichert', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const rule = await page.request.get('/api/frontend/update-window-rule?contextId=WESTFRISCH');
    expect(((await rule.json()) as { minutesAfterClosing: number }).minutesAfterClosing).toBe(Number(minutes));

    // The store tab and the bulk dialog in this scheme.
    await page.goto('/frontend/cashpoints?contextId=WESTFRISCH');
    await tree(page).locator('[aria-level="1"]').first().click();
    await page.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    await expect(page.getByRole('button', { name: 'Öffnungszeiten speichern' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
