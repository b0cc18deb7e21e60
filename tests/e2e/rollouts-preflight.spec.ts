import { addDays, format, set } from 'date-fns';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { toast } from './toast';

// Before 'Starten' the operator sees what the plan will do: the plan's summary says which waves wait
// for a person (the context's 'Wellen ohne Freigabepflicht starten automatisch' is off in the demo,
// so wave 2 waits although its plan asks for no approval), and the pre-flight names each wave's
// stores and registers and the update's release time in the future, which the start moves to now
// only with 'Jetzt freigeben'. Then the update list shows the rollout beside its update, linked to
// its progress. In the lab (INTERN), on a fresh update of its own.

const filename = `e2e-preflight-${Date.now()}.zip`;

const rowOf = (page: Page) => page.getByRole('row', { name: new RegExp(filename.replace(/\./g, '\\.')) });

test('an operator plans, reads the pre-flight, releases the update now and starts; the update list shows the wave', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  await page.goto('/frontend/cashpoint-updates?contextId=INTERN');
  await page.getByRole('button', { name: 'Neues Update' }).click();
  const upload = page.getByRole('dialog', { name: 'Neues Update' });
  await upload.getByLabel('Tag').fill('9.9-preflight');
  await upload.getByLabel('Upload-Datei').setInputFiles({
    name: filename,
    mimeType: 'application/zip',
    buffer: Buffer.alloc(32 * 1024, 3),
  });
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload).toHaveCount(0, { timeout: 30_000 });

  // ── Released only tomorrow morning ──
  const release = set(addDays(new Date(), 1), { hours: 6, minutes: 30, seconds: 0, milliseconds: 0 });
  const releaseText = format(release, 'dd.MM.yyyy HH:mm');
  await rowOf(page)
    .getByRole('button', { name: `Details von ${filename} öffnen` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Update ${filename}` });
  const releaseInput = dialog.getByRole('textbox', { name: 'Freigabezeitpunkt' });
  await releaseInput.click();
  await releaseInput.fill(releaseText);
  await releaseInput.press('Escape');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Daten aktualisiert')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // ── The plan: two waves, neither asks for an approval ──
  await rowOf(page)
    .getByRole('button', { name: `Details von ${filename} öffnen` })
    .click();
  await dialog.getByRole('tab', { name: 'Rollout' }).click();
  const wave = (n: number) => dialog.getByTestId(`wave-fields-${n}`);
  await wave(1).getByLabel('Name').fill('Hälfte');
  await wave(1).getByLabel('Anteil (%)').fill('50');
  await wave(1).getByRole('switch', { name: 'Freigabe durch zweite Person nötig' }).uncheck();
  await dialog.getByRole('button', { name: 'Welle hinzufügen' }).click();
  await wave(2).getByLabel('Name').fill('Rest');
  await wave(2).getByRole('switch', { name: 'Freigabe durch zweite Person nötig' }).uncheck();
  // The context's switch is where the plan is made, and the sentence says what it means for wave 2.
  await expect(
    dialog.getByRole('switch', { name: 'Wellen ohne Freigabepflicht starten automatisch' }),
  ).not.toBeChecked();
  await expect(dialog.getByTestId('approval-sentence')).toContainText(
    'Welle 2 verlangt keine Freigabe, wartet aber trotzdem',
  );
  await expect(wave(1).getByLabel('Mindestquote Tagesabschluss %')).toHaveValue('98');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Plan speichern' }).click();
  await expect(toast(page, 'Der Plan wurde gespeichert.')).toBeVisible();
  await expect(dialog.getByTestId('approval-sentence')).toContainText(
    'Auf die Freigabe durch eine zweite Person warten: Welle 2. Welle 1 beginnt mit „Starten“.',
  );
  await expect(dialog.getByText('geplant von Anna Admin')).toBeVisible();

  // ── The pre-flight ──
  await dialog.getByRole('button', { name: 'Starten' }).click();
  const preflight = page.getByRole('dialog', { name: 'Rollout starten' });
  const first = preflight.getByTestId('preflight-wave-1');
  await expect(first).toContainText('Welle 1: Hälfte');
  await expect(first).toContainText('startet mit „Starten“');
  await expect(preflight.getByTestId('preflight-wave-2')).toContainText('wartet auf Freigabe');
  await expect(preflight.getByText(`Das Update ist erst ab ${releaseText} freigegeben`)).toBeVisible();
  const start = preflight.getByRole('button', { name: 'Starten' });
  await expect(start).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/rollout-preflight.png' });
  await preflight.getByRole('checkbox', { name: /Jetzt freigeben/ }).check();
  await start.click();
  await expect(toast(page, 'Der Rollout wurde gestartet.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // ── The update list: the update's rollout, its wave and installs, linked to its progress ──
  await expect(rowOf(page)).not.toContainText(releaseText);
  const link = rowOf(page).getByRole('link', { name: `Rollout von ${filename} öffnen: Welle 1/2 läuft` });
  await expect(link).toBeVisible();
  await expect(rowOf(page)).toContainText(/\d+\/\d+ installiert/);
  await expectNoSeriousA11yViolations(page);
  await link.click();
  await expect(page).toHaveURL(/\/frontend\/rollouts\?contextId=INTERN&uid=/);
  const progress = page.getByTestId('rollout-progress');
  await expect(progress.getByRole('heading', { name: `Rollout von ${filename}` })).toBeVisible();
  await expect(progress.getByRole('region', { name: 'Welle 2: Rest' })).toContainText(/voraussichtlich \d+ Filiale/);
  await expect(
    page.getByRole('group', { name: 'Aktionen des Rollouts' }).getByRole('button', { name: 'Rollout abbrechen' }),
  ).toBeVisible();
});
