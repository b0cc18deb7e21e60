import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { openAdminPage } from './menu';

// The alert tab's section 'Schweregrad, Erinnerung und Eskalation' (issue 33) in the built app: an
// administrator gives a kind another severity, reminds and escalates critical alerts, and finds it
// all again when the dialog opens anew. MEGAMARKT: no other spec changes its alert settings.

test('an administrator sets severities, reminders and escalation on the alert tab', async ({ page }) => {
  await loginAs(page, 'admin');
  await openAdminPage(page, 'Kontexte');
  const open = async () => {
    await page.getByRole('button', { name: 'Kontext MEGAMARKT bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontext MEGAMARKT bearbeiten' });
    await dialog.getByRole('tab', { name: 'Alarme' }).click();
    const section = dialog.getByRole('group', { name: 'Schweregrad, Erinnerung und Eskalation' });
    await expect(section.getByLabel('Schweregrad: Filiale ausgefallen')).toHaveValue('critical');
    return { dialog, section };
  };
  const { dialog, section } = await open();
  await expect(section.getByLabel('Schweregrad: Dienst gestoppt')).toHaveValue('critical');
  await expectNoSeriousA11yViolations(page);

  await section.getByLabel('Schweregrad: Rollout abgeschlossen').selectOption({ label: 'Warnung' });
  const critical = section.getByRole('group', { name: 'Bei „kritisch“' });
  await critical.getByLabel('Erinnern alle … Minuten (leer: nie)').fill('30');
  await critical.getByLabel('Eskalieren nach … Minuten (leer: nie)').fill('60');
  await section.getByLabel('Eskalationsliste: Mail-Adressen (eine pro Zeile)').fill('leitung@megamarkt.example');
  // By keyboard: the switch takes the space bar.
  await section.getByRole('switch', { name: 'Kritische Alarme auch in Ruhezeiten melden und erinnern' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Alarm-Einstellungen speichern' }).click();
  await expect(page.getByText('Die Alarm-Einstellungen wurden gespeichert.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const again = await open();
  await expect(again.section.getByLabel('Schweregrad: Rollout abgeschlossen')).toHaveValue('warning');
  const criticalAgain = again.section.getByRole('group', { name: 'Bei „kritisch“' });
  await expect(criticalAgain.getByLabel('Erinnern alle … Minuten (leer: nie)')).toHaveValue('30');
  await expect(criticalAgain.getByLabel('Eskalieren nach … Minuten (leer: nie)')).toHaveValue('60');
  await expect(again.section.getByLabel('Eskalationsliste: Mail-Adressen (eine pro Zeile)')).toHaveValue(
    'leitung@megamarkt.example',
  );
  await expect(
    again.section.getByRole('switch', { name: 'Kritische Alarme auch in Ruhezeiten melden und erinnern' }),
  ).toBeChecked();
});
