import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { defaultAlertRules } from '../../../shared/alerts/alertThresholds';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';
import type { AlertSettings, AlertSettingsForm } from '../../api/alerts';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { ContextDialog } from './ContextDialog';
import { valuesOf } from './values';

// The alert tab's section of severities, reminders, escalation and mass outage (issue 33), as a
// user fills it in: what is sent, and the German message of a wrong entry.

const server = setupMswServer();

const settings: AlertSettings = {
  contextId: 'NORDMARKT',
  rules: defaultAlertRules(),
  quietHours: { enabled: false, from: '22:00', to: '06:00', days: [0], timeZone: 'Europe/Berlin' },
  recipients: ['leitstand@nordmarkt.de'],
  webhookUrl: null,
  webhookUrlMasked: false,
  webhookFormat: 'signedJson',
  hasWebhookSecret: false,
  notify: defaultNotifyPolicy(),
};

function fakeServer() {
  const saves: AlertSettingsForm[] = [];
  server.use(
    http.get('/api/frontend/alert-settings', () => HttpResponse.json(settings)),
    http.post('/api/frontend/alert-settings/save', async ({ request }) => {
      saves.push((await request.json()) as AlertSettingsForm);
      return HttpResponse.json({ ok: true });
    }),
  );
  return saves;
}

async function openTab() {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderAt(
    <ContextDialog
      target={{ uid: 'c-nord', key: 'NORDMARKT' }}
      initialValues={valuesOf({
        uid: 'c-nord',
        key: 'NORDMARKT',
        name: 'Nordmarkt GmbH',
        type: 2,
        hashSecret: 'geheimnis-nordmarkt',
        allStoreChecksVisible: true,
        visibleStoreCheckIds: [],
        allCashpointChecksVisible: true,
        visibleCashpointCheckIds: [],
      })}
      storeChecks={[]}
      cashpointChecks={[]}
      onClose={onClose}
    />,
    '/frontend/customers',
    sessionFixture,
  );
  await user.click(await screen.findByRole('tab', { name: 'Alarme' }));
  const section = await screen.findByRole('group', { name: 'Schweregrad, Erinnerung und Eskalation' });
  return { user, onClose, section: within(section) };
}

describe('the alert tab section Schweregrad, Erinnerung und Eskalation', () => {
  // axe over the whole dialog (a row per alert kind) takes seconds of its own on a busy machine.
  it('shows the defaults and sends the severities, reminders and escalation chosen', async () => {
    const saves = fakeServer();
    const { user, onClose, section } = await openTab();
    expect(section.getByLabelText('Schweregrad: Filiale ausgefallen')).toHaveValue('critical');
    // Colour contrast needs a real browser (the Playwright spec of the tab checks the page).
    const axeResult = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } } });
    expect(axeResult.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(section.getByLabelText('Schweregrad: Kasse offline')).toHaveValue('warning');
    await user.selectOptions(section.getByLabelText('Schweregrad: Kasse offline'), 'kritisch');
    const critical = within(section.getByRole('group', { name: 'Bei „kritisch“' }));
    await user.click(critical.getByLabelText('Erinnern alle … Minuten (leer: nie)'));
    await user.paste('30');
    await user.click(critical.getByLabelText('Eskalieren nach … Minuten (leer: nie)'));
    await user.paste('60');
    await user.click(section.getByLabelText('Eskalationsliste: Mail-Adressen (eine pro Zeile)'));
    await user.paste('leitung@nordmarkt.de');
    await user.click(section.getByRole('switch', { name: 'Kritische Alarme auch in Ruhezeiten melden und erinnern' }));
    await user.click(screen.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const base = defaultNotifyPolicy();
    expect(saves.map((s) => s.notify)).toEqual([
      {
        ...base,
        severities: { ...base.severities, cashpointOffline: 'critical' },
        reminders: { ...base.reminders, critical: { repeatMinutes: 30, escalateAfterMinutes: 60 } },
        escalation: { recipients: ['leitung@nordmarkt.de'], webhookUrl: null },
        criticalInQuietHours: true,
      },
    ]);
  }, 15_000);

  it('says in German what is wrong and sends nothing', async () => {
    const saves = fakeServer();
    const { user, section } = await openTab();
    const warning = within(section.getByRole('group', { name: 'Bei „Warnung“' }));
    const repeat = warning.getByLabelText('Erinnern alle … Minuten (leer: nie)');
    await user.click(repeat);
    await user.paste('2');
    const share = section.getByLabelText('Anteil der Filialen (%)');
    await user.clear(share);
    await user.paste('150');
    await user.click(screen.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));
    expect(await warning.findByText('"Erinnern (Warnung)" muss eine ganze Zahl von 5 bis 1440 sein')).toBeVisible();
    expect(section.getByText('"Anteil der Filialen" muss eine ganze Zahl von 1 bis 100 sein')).toBeVisible();
    expect(repeat).toHaveAccessibleDescription('"Erinnern (Warnung)" muss eine ganze Zahl von 5 bis 1440 sein');
    expect(saves).toEqual([]);
  });
});
