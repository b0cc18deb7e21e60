import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { toast } from './toast';

// A rollout in waves from the operator's plan to a rolled-back store: the operator (admin) plans
// three waves for a fresh register update of the lab (INTERN) and starts it; the pilot (the update's
// Test/Labor targets: none) is done at once, so wave 2 waits for a second person; `approver`, in a
// browser of their own, approves it from the start page; the operator sees wave 2 running, pauses
// and resumes the rollout and rolls one of its stores back. The rollout job runs every 2 s here
// (ROLLOUT_ADVANCE_SECONDS in playwright.config.ts). The lab, because its machines stay healthy
// while the demo simulator keeps them alive: a customer's simulated store servers stop and start
// services at random, and new alerts in a wave's stores pause its rollout by themselves (the gate
// 'Neue Alarme'), at any moment of the test.

const filename = `e2e-rollout-${Date.now()}.zip`;

const progress = (page: Page) => page.getByTestId('rollout-progress');
const stateBadge = (page: Page) => progress(page).locator('h2 + .badge');

/**
 * The progress view asks the server again every minute; the job's step shows at once after a
 * reload. Reloads until `shown` is visible: what the operator does while waiting for the job.
 */
async function reloadUntil(page: Page, shown: () => Locator) {
  await expect(async () => {
    await page.reload();
    await expect(shown()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function uploadUpdate(page: Page) {
  await page.goto('/frontend/cashpoint-updates?contextId=INTERN');
  await page.getByRole('button', { name: 'Neues Update' }).click();
  const upload = page.getByRole('dialog', { name: 'Neues Update' });
  await upload.getByLabel('Tag').fill('9.9-rollout');
  await upload.getByLabel('Upload-Datei').setInputFiles({
    name: filename,
    mimeType: 'application/zip',
    buffer: Buffer.alloc(64 * 1024, 7),
  });
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(filename);
}

test('an operator plans three waves, a second person approves, the operator pauses, resumes and rolls back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  await uploadUpdate(page);

  // ── The plan: the suggestion, cut to three waves ──
  await page.getByRole('button', { name: `Details von ${filename} öffnen` }).click();
  const dialog = page.getByRole('dialog', { name: `Update ${filename}` });
  await dialog.getByRole('tab', { name: 'Rollout' }).click();
  await dialog.getByRole('button', { name: 'Vorschlag: Pilot, 5 %, 25 %, 100 %' }).click();
  await dialog.getByRole('button', { name: 'Welle 4 entfernen' }).click();
  const wave = (n: number) => dialog.getByTestId(`wave-fields-${n}`);
  await wave(2).getByLabel('Name').fill('Hälfte');
  await wave(2).getByLabel('Anteil (%)').fill('50');
  await wave(3).getByLabel('Name').fill('Rest');
  await wave(3).getByLabel('Anteil (%)').fill('100');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Plan speichern' }).click();
  await expect(toast(page, 'Der Plan wurde gespeichert.')).toBeVisible();
  await expect(dialog.getByText('Entwurf')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Welle 2: Hälfte/ })).toContainText('50 % der übrigen Filialen');

  // ── Start: the update becomes Aktiv, the empty pilot is done at once, wave 2 waits ──
  await dialog.getByRole('button', { name: 'Starten' }).click();
  await page.getByRole('dialog', { name: 'Rollout starten' }).getByRole('button', { name: 'Starten' }).click();
  await expect(toast(page, 'Der Rollout wurde gestartet.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/frontend/rollouts?contextId=INTERN');
  await page
    .getByRole('navigation', { name: 'Rollouts des Kontexts' })
    .getByRole('link', { name: new RegExp(filename) })
    .click();
  await expect(progress(page).getByRole('heading', { name: `Rollout von ${filename}` })).toBeVisible();
  await reloadUntil(page, () => stateBadge(page).getByText('wartet auf Freigabe'));
  // The author may not approve; the page says why.
  await expect(page.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  await expect(page.getByTestId('approval-hint')).toHaveText(
    'Sie haben den Plan erstellt – eine zweite Person muss freigeben.',
  );

  // ── The second person approves from the start page ──
  const second = await browser.newContext();
  const approverPage = await second.newPage();
  await loginAs(approverPage, 'approver');
  const card = approverPage.getByRole('region', { name: 'Rollouts warten auf Freigabe' });
  await card.getByRole('link', { name: new RegExp(filename) }).click();
  await approverPage.getByRole('button', { name: 'Freigeben' }).click();
  const approve = approverPage.getByRole('dialog', { name: 'Nächste Welle freigeben' });
  await approve.getByRole('button', { name: 'Freigeben' }).click();
  await expect(approve.getByText('Bitte geben Sie einen Kommentar ein.')).toBeVisible();
  await approve.getByLabel('Kommentar').fill('Pilot unauffällig, weiter mit der Hälfte');
  await approve.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(approverPage, 'Die nächste Welle wurde freigegeben.')).toBeVisible();
  await second.close();

  // ── The operator's view moves: wave 2 runs, with its approval ──
  const wave2 = progress(page).getByRole('region', { name: 'Welle 2: Hälfte' });
  await reloadUntil(page, () => wave2.getByText(/freigegeben von Frieda Freigabe/));
  await expect(wave2).toContainText('Pilot unauffällig, weiter mit der Hälfte');
  await expect(wave2.locator('.badge')).not.toHaveText('geplant');
  await expectNoSeriousA11yViolations(page);

  // ── Pause with a reason, then resume ──
  await page.getByRole('button', { name: 'Anhalten' }).click();
  const pause = page.getByRole('dialog', { name: 'Rollout anhalten' });
  await pause.getByLabel('Grund').fill('Rückfrage der Filialleitung');
  await pause.getByRole('button', { name: 'Anhalten' }).click();
  await expect(page.getByTestId('pause-reason')).toContainText('Rückfrage der Filialleitung');
  await expect(stateBadge(page)).toHaveText('angehalten');
  await page.getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(toast(page, 'Der Rollout läuft wieder.')).toBeVisible();
  await expect(page.getByTestId('pause-reason')).toHaveCount(0);
  await expect(stateBadge(page)).not.toHaveText('angehalten');

  // ── One store of wave 2 back, at once ──
  const stores = page.getByRole('table', { name: 'Filialen des Rollouts' });
  await page.getByLabel('Welle', { exact: true }).selectOption({ label: 'Welle 2: Hälfte' });
  const first = stores.locator('tbody tr').first();
  const store = (await first.locator('td').nth(1).textContent())!;
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Gewählte Filiale zurückrollen' }).click();
  const rollback = page.getByRole('dialog', { name: 'Zurückrollen' });
  await rollback.getByRole('switch', { name: /sofort/ }).check();
  await rollback.getByRole('button', { name: 'Zurückrollen' }).click();
  await expect(toast(page, 'Die Filialen werden zurückgerollt.')).toBeVisible();
  await expect(stores.getByRole('row', { name: new RegExp(store) })).toContainText('zurückgerollt');
});
