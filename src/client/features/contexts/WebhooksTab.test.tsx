import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WebhookDelivery, WebhookForm, WebhookSubscription } from '../../api/webhooks';
import { Toasts } from '../../components/Toasts';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { ContextDialog } from './ContextDialog';
import { valuesOf } from './values';

const server = setupMswServer();

const subscription: WebhookSubscription = {
  uid: 'w1',
  url: 'https://tickets.example.de/hook',
  events: ['rolloutWaveStarted', 'rolloutFinished'],
  enabled: true,
  secretSet: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastDelivery: 'failed',
};
// Local times, so the expected texts hold in every time zone.
const at = (hour: number, minute: number) => new Date(2026, 10, 24, hour, minute, 0).toISOString();
const failed: WebhookDelivery = {
  uid: 'd1',
  webhookUid: 'w1',
  url: subscription.url,
  eventId: 'e1',
  eventType: 'rolloutFinished',
  state: 'failed',
  attempts: 5,
  createdAt: at(9, 15),
  lastAttemptAt: at(10, 15),
  nextAttemptAt: null,
  detail: 'HTTP 502',
  payload: {
    id: 'e1',
    type: 'rolloutFinished',
    occurredAt: at(9, 15),
    contextId: 'NORDMARKT',
    rollout: { uid: 'r1', updateUid: 'u1', updateTag: '5.14', state: 'finished' },
    wave: null,
    reason: null,
  },
};
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

function fakeServer() {
  const calls = {
    saves: [] as WebhookForm[],
    deletes: [] as unknown[],
    resends: [] as unknown[],
    loads: [] as string[],
  };
  let subscriptions = [subscription];
  server.use(
    http.get('/api/frontend/webhooks', ({ request }) => {
      calls.loads.push(new URL(request.url).searchParams.get('contextId')!);
      return HttpResponse.json({ webhooks: subscriptions });
    }),
    http.post('/api/frontend/webhooks/save', async ({ request }) => {
      const form = (await request.json()) as WebhookForm;
      calls.saves.push(form);
      if (form.url.includes('10.0.0.1'))
        return HttpResponse.json({ message: 'Private Adressen sind nicht erlaubt.' }, { status: 400 });
      return HttpResponse.json({ uid: form.uid ?? 'w2' });
    }),
    http.post('/api/frontend/webhooks/:uid/delete', async ({ params, request }) => {
      calls.deletes.push({ uid: params.uid, body: await request.json() });
      subscriptions = subscriptions.filter((s) => s.uid !== params.uid);
      return HttpResponse.json({ ok: true });
    }),
    http.get('/api/frontend/webhooks/deliveries', () => HttpResponse.json({ deliveries: [failed], total: 1 })),
    http.post('/api/frontend/webhooks/deliveries/:uid/resend', async ({ params, request }) => {
      calls.resends.push({ uid: params.uid, body: await request.json() });
      return HttpResponse.json({ ok: true });
    }),
    // The other tabs are not opened here.
    http.get('/api/frontend/alert-settings', () => HttpResponse.json({ message: 'nicht hier' }, { status: 400 })),
  );
  return calls;
}

function renderDialog(session = sessionFixture) {
  const user = userEvent.setup();
  renderAt(
    <>
      <ContextDialog
        target={{ uid: 'c-nord', key: 'NORDMARKT' }}
        initialValues={context}
        storeChecks={[]}
        cashpointChecks={[]}
        onClose={jest.fn()}
      />
      <Toasts />
    </>,
    '/frontend/customers',
    session,
  );
  return user;
}

async function openTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Webhooks' });
  await within(panel).findByRole('table', { name: 'Webhook-Abonnements' });
  return panel;
}

describe('the context dialog tab Webhooks', () => {
  it('lists the subscriptions and the delivery log in German', async () => {
    const calls = fakeServer();
    const user = renderDialog();
    const panel = await openTab(user);
    const list = within(panel).getByRole('table', { name: 'Webhook-Abonnements' });
    const [row] = within(list).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual([
      'https://tickets.example.de/hook',
      'Rollout-Welle gestartet, Rollout abgeschlossen',
      'aktiv',
      'Fehlgeschlagen',
    ]);
    expect(calls.loads).toEqual(['NORDMARKT']);
    const log = await within(panel).findByRole('table', { name: 'Zustellprotokoll' });
    const [delivery] = within(log).getAllByRole('row').slice(1);
    expect(
      within(delivery!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 6),
    ).toEqual([
      '24.11.2026 09:15:00',
      'Rollout abgeschlossen',
      'https://tickets.example.de/hook',
      'Fehlgeschlagen',
      '5',
      'HTTP 502',
    ]);
  });

  it('is only there for CONTEXTS_CHANGE', async () => {
    fakeServer();
    renderDialog({ ...sessionFixture, rights: ['CONTEXTS', 'CALENDAR_CHANGE'] });
    expect(screen.getByRole('tab', { name: 'Update-Fenster' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('checks a new subscription (URL, events, secret) before sending it, with all eleven events offered', async () => {
    const calls = fakeServer();
    const user = renderDialog();
    const panel = within(await openTab(user));
    await user.click(panel.getByRole('button', { name: 'Neuer Webhook' }));
    const form = within(panel.getByRole('form', { name: 'Neuer Webhook' }));
    for (const name of [
      'Update hochgeladen',
      'Update-Status geändert',
      'Update archiviert',
      'Rollout-Welle gestartet',
      'Rollout angehalten',
      'Rollout wartet auf Freigabe',
      'Rollout abgeschlossen',
      'Alarm geöffnet',
      'Alarm geschlossen',
      'Filiale angelegt',
      'Filiale gelöscht',
    ])
      expect(form.getByRole('checkbox', { name })).not.toBeChecked();
    expect(form.getByRole('switch', { name: 'Aktiv' })).toBeChecked();

    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(shownError(form.getByLabelText('URL'))).toBe('"URL" ist ein Pflichtfeld');
    expect(form.getByText('Wählen Sie mindestens ein Ereignis.')).toBeInTheDocument();
    expect(shownError(form.getByLabelText('Secret'))).toBe('"Secret" ist ein Pflichtfeld');

    await user.type(form.getByLabelText('URL'), 'ftp://x');
    expect(shownError(form.getByLabelText('URL'))).toMatch(/http/);
    await user.type(form.getByLabelText('Secret'), 'zu-kurz');
    expect(shownError(form.getByLabelText('Secret'))).toBe('"Secret" muss mindestens 16 Zeichen haben');
    expect(calls.saves).toEqual([]);

    await user.clear(form.getByLabelText('URL'));
    await user.type(form.getByLabelText('URL'), 'http://10.0.0.1/hook');
    await user.type(form.getByLabelText('Secret'), '-aber-jetzt-lang');
    await user.click(form.getByRole('checkbox', { name: 'Filiale gelöscht' }));
    await user.click(form.getByRole('checkbox', { name: 'Update hochgeladen' }));
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    // The server's refusal in its words; the form keeps the input.
    expect(await screen.findByText('Private Adressen sind nicht erlaubt.')).toBeInTheDocument();
    expect(calls.saves).toEqual([
      {
        contextId: 'NORDMARKT',
        uid: null,
        url: 'http://10.0.0.1/hook',
        events: ['updateUploaded', 'storeDeleted'],
        enabled: true,
        secret: 'zu-kurz-aber-jetzt-lang',
      },
    ]);
    expect(form.getByLabelText('URL')).toHaveValue('http://10.0.0.1/hook');
  });

  it('edits a subscription keeping its secret when the field stays empty', async () => {
    const calls = fakeServer();
    const user = renderDialog();
    const panel = within(await openTab(user));
    await user.click(panel.getByRole('button', { name: 'Webhook https://tickets.example.de/hook bearbeiten' }));
    const form = within(panel.getByRole('form', { name: 'Webhook https://tickets.example.de/hook bearbeiten' }));
    expect(form.getByLabelText('Secret')).toHaveAttribute('placeholder', 'unverändert lassen');
    expect(form.getByText(/Leer lassen, um das gespeicherte Secret unverändert zu lassen/)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Rollout abgeschlossen' })).toBeChecked();
    await user.click(form.getByRole('switch', { name: 'Aktiv' }));
    await user.click(form.getByRole('switch', { name: 'Alle Ereignisse' }));
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Webhook wurde gespeichert.')).toBeInTheDocument();
    expect(calls.saves).toHaveLength(1);
    expect(calls.saves[0]).not.toHaveProperty('secret');
    expect(calls.saves[0]).toMatchObject({ uid: 'w1', enabled: false });
    expect(calls.saves[0]!.events).toHaveLength(13);
    await waitFor(() => expect(panel.queryByRole('form')).not.toBeInTheDocument());
  });

  it("sends a delivery again with 'Erneut senden' and deletes a subscription after asking", async () => {
    const calls = fakeServer();
    const user = renderDialog();
    const panel = within(await openTab(user));
    const resend = await panel.findByRole('button', {
      name: 'Zustellung Rollout abgeschlossen vom 24.11.2026 09:15:00 erneut senden',
    });
    resend.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Die Zustellung wird erneut gesendet.')).toBeInTheDocument();
    expect(calls.resends).toEqual([{ uid: 'd1', body: { contextId: 'NORDMARKT' } }]);

    await user.click(panel.getByRole('button', { name: 'Webhook https://tickets.example.de/hook löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Webhook https://tickets.example.de/hook löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Der Webhook wurde gelöscht.')).toBeInTheDocument();
    expect(calls.deletes).toEqual([{ uid: 'w1', body: { contextId: 'NORDMARKT' } }]);
    expect(await panel.findByText('Noch keine Webhooks.')).toBeInTheDocument();
  });
});
