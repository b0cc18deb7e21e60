import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { alertKindEntry, alertKinds, type ThresholdName, type ThresholdValue } from '../../../shared/alerts/alertKinds';
import { defaultAlertRules } from '../../../shared/alerts/alertThresholds';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';
import type { AlertSettings, AlertSettingsForm } from '../../api/alerts';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { ContextDialog } from './ContextDialog';
import { valuesOf } from './values';

const server = setupMswServer();

const settings: AlertSettings = {
  contextId: 'NORDMARKT',
  // storeDown on after 5 minutes, cashpointOffline after 30, dayCloseMissing off at 08:00, the others on.
  rules: defaultAlertRules(),
  quietHours: { enabled: false, from: '22:00', to: '06:00', days: [0], timeZone: 'Europe/Berlin' },
  recipients: ['leitstand@nordmarkt.de'],
  webhookUrl: null,
  webhookUrlMasked: false,
  webhookFormat: 'signedJson',
  hasWebhookSecret: true,
  notify: defaultNotifyPolicy(),
};
const nordmarkt = { uid: 'c-nord', key: 'NORDMARKT' };
const context = valuesOf({
  uid: 'c-nord',
  key: 'NORDMARKT',
  name: 'Nordmarkt GmbH',
  type: 2,
  hashSecret: 'geheimnis-nordmarkt',
  allStoreChecksVisible: true,
  visibleStoreCheckIds: [],
  allCashpointChecksVisible: true,
  visibleCashpointCheckIds: [],
});

function fakeServer(hasWebhookSecret = true, over: Partial<AlertSettings> = {}) {
  const saves: AlertSettingsForm[] = [];
  const loads: string[] = [];
  server.use(
    http.get('/api/frontend/alert-settings', ({ request }) => {
      loads.push(new URL(request.url).searchParams.get('contextId')!);
      return HttpResponse.json({ ...settings, hasWebhookSecret, ...over });
    }),
    http.post('/api/frontend/alert-settings/save', async ({ request }) => {
      saves.push((await request.json()) as AlertSettingsForm);
      return HttpResponse.json({ ok: true });
    }),
  );
  return { saves, loads };
}

function renderDialog(target: { uid: string; key: string } | null = nordmarkt, session = sessionFixture) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  const view = renderAt(
    <ContextDialog
      target={target ?? undefined}
      initialValues={context}
      storeChecks={[]}
      cashpointChecks={[]}
      onClose={onClose}
    />,
    '/frontend/customers',
    session,
  );
  return { ...view, user, onClose };
}

/** Opens the tab and waits until its settings have loaded (the panel shows a spinner until then). */
async function openTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Alarme' }));
  const tab = within(await screen.findByRole('tabpanel', { name: 'Alarme' }));
  await waitFor(() => expect(tab.queryByRole('status')).toBeNull());
  return tab;
}

describe('the context dialog tab Alarme', () => {
  it('loads the settings of the context', async () => {
    const { loads } = fakeServer();
    const { user } = renderDialog();
    const tab = await openTab(user);
    expect(await tab.findByLabelText('Minuten offline')).toHaveValue('30');
    expect(loads).toEqual(['NORDMARKT']);
    expect(tab.getByRole('switch', { name: 'Filiale ausgefallen' })).toBeChecked();
    expect(tab.getByRole('switch', { name: 'Tagesabschluss fehlt' })).not.toBeChecked();
    expect(tab.getByLabelText('E-Mail-Empfänger (einer pro Zeile)')).toHaveValue('leitstand@nordmarkt.de');
    expect(tab.getByRole('checkbox', { name: 'So' })).toBeChecked();
    expect(tab.getByText(/Ein Secret ist gesetzt\./)).toBeInTheDocument();
  });

  it('saves the edited settings and keeps the secret when its field stays empty', async () => {
    const { saves } = fakeServer();
    const { user, onClose, store } = renderDialog();
    const tab = await openTab(user);

    await user.click(tab.getByRole('switch', { name: 'Filiale ausgefallen' }));
    await user.click(tab.getByRole('switch', { name: 'Tagesabschluss fehlt' }));
    await user.clear(await tab.findByLabelText('Minuten offline'));
    await user.paste('45');
    await user.clear(tab.getByLabelText('Uhrzeit (HH:MM)'));
    await user.paste('07:30');
    await user.click(tab.getByRole('switch', { name: 'Ruhezeiten aktiv' }));
    await user.click(tab.getByRole('checkbox', { name: 'Sa' }));
    await user.click(tab.getByRole('checkbox', { name: 'So' }));
    // Pasted rather than typed: what matters is what is sent, not each key.
    await user.click(tab.getByLabelText('E-Mail-Empfänger (einer pro Zeile)'));
    await user.paste('\n technik@nordmarkt.de \n');
    await user.click(tab.getByLabelText('Webhook-URL'));
    await user.paste('https://hooks.example.de/alarm');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([
      {
        contextId: 'NORDMARKT',
        rules: {
          ...settings.rules,
          storeDown: { enabled: false, minutes: 5 },
          cashpointOffline: { enabled: true, minutes: 45 },
          dayCloseMissing: { enabled: true, time: '07:30' },
        },
        quietHours: { enabled: true, from: '22:00', to: '06:00', days: [6], timeZone: 'Europe/Berlin' },
        recipients: ['leitstand@nordmarkt.de', 'technik@nordmarkt.de'],
        webhookUrl: 'https://hooks.example.de/alarm',
        notify: settings.notify,
        webhookFormat: 'signedJson',
      },
    ]);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Die Alarm-Einstellungen wurden gespeichert.']);
  });

  it('shows a Slack URL masked, sends the mask back unchanged and needs no secret for Slack', async () => {
    const masked = 'https://hooks.slack.com/services/T0…/…';
    const { saves } = fakeServer(false, { webhookUrl: masked, webhookUrlMasked: true });
    const { user, onClose } = renderDialog();
    const tab = await openTab(user);
    expect(tab.getByLabelText('Webhook-URL')).toHaveValue(masked);
    expect(tab.getByText(/nur eine neue Adresse ersetzt sie/)).toBeInTheDocument();
    await user.selectOptions(tab.getByLabelText('Webhook-Format'), 'Slack (Incoming Webhook)');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves.map((s) => [s.webhookUrl, s.webhookFormat, s.webhookSecret])).toEqual([[masked, 'slack', undefined]]);
  });

  it('says in German what is wrong and sends nothing', async () => {
    const { saves } = fakeServer();
    const { user, onClose } = renderDialog();
    const tab = await openTab(user);
    const field = async (label: string, text: string) => {
      const input = await tab.findByLabelText(label);
      await user.clear(input);
      // Pasted rather than typed: each key would render the whole dialog again, for nothing the
      // test asks about.
      if (text) await user.paste(text);
      return input;
    };
    const minutes = await field('Minuten offline', '0');
    const time = await field('Uhrzeit (HH:MM)', '25:00');
    const zone = await field('Zeitzone', '');
    const recipients = await field('E-Mail-Empfänger (einer pro Zeile)', 'leitstand\n');
    const url = await field('Webhook-URL', 'ftp://hooks.example.de');
    const secret = await field('Neues Webhook-Secret', 'zu-kurz');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));

    await waitFor(() => expect(shownError(minutes)).toBe('"Minuten offline" muss eine ganze Zahl von 1 bis 1440 sein'));
    expect(shownError(time)).toBe('"Uhrzeit (HH:MM)" muss eine Uhrzeit im Format HH:MM sein');
    expect(shownError(zone)).toBe('"Zeitzone" ist ein Pflichtfeld');
    expect(shownError(recipients)).toBe('"leitstand" muss eine gültige E-Mailadresse sein');
    expect(shownError(url)).toBe('Die Webhook-URL muss eine gültige http- oder https-Adresse sein');
    expect(shownError(secret)).toBe('"Neues Webhook-Secret" muss mindestens 16 Zeichen haben');
    expect(tab.getByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  // Issue 51: the minutes of the printer or card terminal down and of the unsent receipts.
  it("shows the selling alerts' minutes, refuses a bad one in German and saves good ones", async () => {
    const { saves } = fakeServer();
    const { user, onClose } = renderDialog();
    const tab = await openTab(user);
    const down = await tab.findByLabelText('Minuten gestört');
    const unsent = tab.getByLabelText('Minuten nicht gesendet');
    expect([down, unsent].map((input) => (input as HTMLInputElement).value)).toEqual(['10', '30']);
    expect(tab.getByRole('switch', { name: 'Kassenschnitt fehlt' })).toBeChecked();
    expect(tab.getByRole('switch', { name: 'Preise nicht eingespielt' })).toBeChecked();
    await user.clear(down);
    await user.paste('0');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));
    await waitFor(() => expect(shownError(down)).toBe('"Minuten gestört" muss eine ganze Zahl von 1 bis 1440 sein'));
    expect(saves).toEqual([]);
    await user.clear(down);
    await user.paste('15');
    await user.clear(unsent);
    await user.paste('60');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect([saves[0]?.rules.peripheralDown, saves[0]?.rules.receiptsUnsent]).toEqual([
      { enabled: true, minutes: 15 },
      { enabled: true, minutes: 60 },
    ]);
  });

  it('sends a new secret when one is typed', async () => {
    const { saves } = fakeServer();
    const { user, onClose } = renderDialog();
    const tab = await openTab(user);
    const secret = await tab.findByLabelText('Neues Webhook-Secret');
    // A browser must not fill a saved login password into it.
    expect(secret).toHaveAttribute('autocomplete', 'new-password');
    await user.click(secret);
    await user.paste('ein-neues-secret-1234');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves[0]).toMatchObject({ webhookSecret: 'ein-neues-secret-1234', webhookUrl: null });
  });

  it('asks for a secret for a webhook when none is stored', async () => {
    const { saves } = fakeServer(false);
    const { user } = renderDialog();
    const tab = await openTab(user);
    expect(await tab.findByText(/Kein Secret gesetzt\./)).toBeInTheDocument();
    await user.click(tab.getByLabelText('Webhook-URL'));
    await user.paste('https://hooks.example.de/alarm');
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));
    await waitFor(() =>
      expect(shownError(tab.getByLabelText('Neues Webhook-Secret'))).toBe(
        'Für einen Webhook ist ein Webhook-Secret erforderlich',
      ),
    );
    expect(saves).toEqual([]);
  });

  // The tab's rules come from the catalogue: every kind has its switch and, when it has a threshold,
  // that field, labelled as its entry says, and both end up in the kind's rule when saved.
  const typed: { [N in ThresholdName]: { text: string; sent: ThresholdValue[N] } } = {
    minutes: { text: '17', sent: 17 },
    time: { text: '09:15', sent: '09:15' },
  };
  it.each(alertKinds)('shows the switch and the threshold field of the kind %s and saves them', async (kind) => {
    const { saves } = fakeServer();
    const { user, onClose } = renderDialog();
    const tab = await openTab(user);
    const { label, threshold } = alertKindEntry(kind);
    const before = settings.rules[kind];
    const toggle = tab.getByRole('switch', { name: label });
    expect(toggle).toHaveProperty('checked', before.enabled);
    await user.click(toggle);
    if (threshold) {
      const field = tab.getByLabelText(threshold.label);
      expect(field).toHaveValue(String(before[threshold.name]));
      await user.clear(field);
      await user.paste(typed[threshold.name].text);
    }
    await user.click(tab.getByRole('button', { name: 'Alarm-Einstellungen speichern' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = threshold ? { [threshold.name]: typed[threshold.name].sent } : {};
    expect(saves[0]?.rules[kind]).toEqual({ enabled: !before.enabled, ...sent });
  });

  it('is not offered for a new context', () => {
    renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Neuer Kontext' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('is not offered without CONTEXTS_CHANGE', () => {
    renderDialog(nordmarkt, { ...sessionFixture, rights: ['CONTEXTS'] });
    expect(screen.getByLabelText('Schlüssel')).toHaveValue('NORDMARKT');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
