import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiToken, TokenForm } from '../../api/tokens';
import { Toasts } from '../../components/Toasts';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { ApiTokensCard } from './ApiTokensCard';

const server = setupMswServer();
// Local times, so the expected texts hold in every time zone.
const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
const secret = 'kk_Ab12Cd34_0123456789abcdefghijABCDEFGHIJ';

const used: ApiToken = {
  uid: 't1',
  name: 'Nightly-Export',
  prefix: 'kk_Xy98Zw76',
  rights: ['AUDIT'],
  contextIds: ['NORDMARKT'],
  readOnly: true,
  expiresAt: '2099-02-01T10:00:00.000Z',
  createdAt: at(1, 8, 0),
  createdBy: 'admin',
  revokedAt: null,
  lastUsedAt: at(24, 9, 5),
  lastUsedAddress: '10.1.2.3',
  lastUsedClient: 'curl/8.5.0',
};
const revoked: ApiToken = {
  ...used,
  uid: 't2',
  name: 'Alt',
  prefix: 'kk_Old00000',
  rights: [],
  contextIds: null,
  readOnly: false,
  revokedAt: at(20, 12, 0),
  lastUsedAt: null,
  lastUsedAddress: null,
  lastUsedClient: null,
};
const expired: ApiToken = {
  ...revoked,
  uid: 't3',
  name: 'Abgelaufen',
  prefix: 'kk_Exp00000',
  revokedAt: null,
  expiresAt: at(2, 0, 0),
};

/** The tokens API: the list as it stands, the bodies of creations and the revoked uids. */
function fakeServer(createReply?: () => Response) {
  let tokens = [used, revoked, expired];
  const creations: TokenForm[] = [];
  const revokes: string[] = [];
  server.use(
    http.get('/api/frontend/tokens', () => HttpResponse.json({ tokens })),
    http.post('/api/frontend/tokens/create', async ({ request }) => {
      const form = (await request.json()) as TokenForm;
      creations.push(form);
      if (createReply) return createReply();
      tokens = [{ ...used, uid: 'new', name: form.name, prefix: 'kk_Ab12Cd34', lastUsedAt: null }, ...tokens];
      return HttpResponse.json({
        uid: 'new',
        token: secret,
        prefix: 'kk_Ab12Cd34',
        expiresAt: '2027-02-22T10:00:00.000Z',
      });
    }),
    http.post('/api/frontend/tokens/:uid/revoke', ({ params }) => {
      revokes.push(String(params.uid));
      tokens = tokens.map((t) => (t.uid === params.uid ? { ...t, revokedAt: new Date().toISOString() } : t));
      return HttpResponse.json({ ok: true });
    }),
  );
  return { creations, revokes };
}

function renderCard(session = sessionFixture) {
  const user = userEvent.setup();
  renderAt(
    <>
      <ApiTokensCard />
      <Toasts />
    </>,
    '/frontend/profile',
    session,
  );
  return user;
}

const items = async () => within(await screen.findByRole('list', { name: 'API-Tokens' })).getAllByRole('listitem');

describe('ApiTokensCard', () => {
  it('lists the tokens with prefix, scopes, expiry and last use; revoked and expired ones marked', async () => {
    fakeServer();
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'API-Tokens' })).toBeInTheDocument();
    const [first, second, third] = await items();
    expect(first).toHaveTextContent('Nightly-Export');
    expect(first).toHaveTextContent('Präfix:kk_Xy98Zw76');
    expect(first).toHaveTextContent('Rechte:Protokoll ansehen');
    expect(first).toHaveTextContent('Kontexte:Nordmarkt GmbH');
    expect(first).toHaveTextContent('Nur lesen');
    expect(first).toHaveTextContent('Zuletzt verwendet:24.11.2026 09:05 · 10.1.2.3 · curl/8.5.0');
    expect(
      within(first!).getByRole('button', { name: 'API-Token Nightly-Export (kk_Xy98Zw76) widerrufen' }),
    ).toBeEnabled();

    expect(second).toHaveTextContent('Widerrufen');
    expect(second).toHaveTextContent('Kontexte:Alle Kontexte');
    expect(second).toHaveTextContent('Rechte:keine Rechte');
    expect(second).toHaveTextContent('Zuletzt verwendet:Nie verwendet');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(third).toHaveTextContent('Abgelaufen');
    expect(within(third!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a token by keyboard, shows it once with a copy button, and lists its prefix', async () => {
    const { creations } = fakeServer();
    const user = renderCard();
    await items();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Token erstellen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Token erstellen' });
    expect(within(dialog).getByLabelText('Gültig für Tage')).toHaveValue(90);
    // Only the own rights are offered; 'Läuft nie ab' is for service accounts.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(sessionFixture.rights.length);
    expect(within(dialog).queryByLabelText('Läuft nie ab')).not.toBeInTheDocument();

    await user.keyboard('Backup-Skript');
    await user.click(within(dialog).getByLabelText('Protokoll ansehen (AUDIT)'));
    await user.click(within(dialog).getByLabelText('Ausgewählte Kontexte'));
    await user.click(within(dialog).getByLabelText('Südkauf AG (SUEDKAUF)'));
    await user.click(within(dialog).getByLabelText('Nur lesen'));
    await user.clear(within(dialog).getByLabelText('Gültig für Tage'));
    await user.type(within(dialog).getByLabelText('Gültig für Tage'), '30{Enter}');

    const shown = await screen.findByRole('dialog', { name: 'Nur jetzt sichtbar' });
    expect(creations).toEqual([
      { name: 'Backup-Skript', rights: ['AUDIT'], contextIds: ['SUEDKAUF'], readOnly: true, expiresInDays: 30 },
    ]);
    expect(within(shown).getByLabelText('Token')).toHaveValue(secret);
    expect(shown).toHaveTextContent('nur dieses eine Mal angezeigt');
    // user-event's clipboard stands in for the browser's; its readText fails under jsdom.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(shown).getByRole('button', { name: 'Kopieren' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(within(shown).getByRole('status')).toHaveTextContent('Das Token wurde in die Zwischenablage kopiert.');

    await user.click(within(shown).getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The token is gone from the page; the list knows it by its prefix.
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    const [newest] = await waitFor(async () => {
      const list = await items();
      expect(list).toHaveLength(4);
      return list;
    });
    expect(newest).toHaveTextContent('Backup-Skript');
    expect(newest).toHaveTextContent('Präfix:kk_Ab12Cd34');
  });

  it('checks name, days and contexts before sending, and keeps the dialog on a refusal', async () => {
    const { creations } = fakeServer(() =>
      HttpResponse.json({ message: 'Das Token darf keine Rechte haben, die Sie nicht haben.' }, { status: 400 }),
    );
    const user = renderCard();
    await items();
    await user.click(screen.getByRole('button', { name: 'Token erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token erstellen' });
    await user.clear(within(dialog).getByLabelText('Gültig für Tage'));
    await user.type(within(dialog).getByLabelText('Gültig für Tage'), '366');
    await user.click(within(dialog).getByLabelText('Ausgewählte Kontexte'));
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    expect(await within(dialog).findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(shownError(within(dialog).getByLabelText('Name'))).toBe('"Name" ist ein Pflichtfeld');
    expect(shownError(within(dialog).getByLabelText('Gültig für Tage'))).toBe(
      '"Gültig für Tage" muss eine ganze Zahl von 1 bis 365 sein',
    );
    expect(within(dialog).getByText('Wählen Sie mindestens einen Kontext.')).toBeInTheDocument();
    expect(creations).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Zu viel');
    await user.clear(within(dialog).getByLabelText('Gültig für Tage'));
    await user.type(within(dialog).getByLabelText('Gültig für Tage'), '365');
    await user.click(within(dialog).getByLabelText('Alle Kontexte (auch künftige)'));
    await user.click(within(dialog).getByRole('button', { name: 'Erstellen' }));
    await waitFor(() => expect(creations).toHaveLength(1));
    expect(await screen.findByText('Das Token darf keine Rechte haben, die Sie nicht haben.')).toBeInTheDocument();
    expect(creations).toHaveLength(1);
    expect(creations[0]).toMatchObject({ contextIds: null, expiresInDays: 365 });
    expect(screen.getByRole('dialog', { name: 'Token erstellen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nur jetzt sichtbar' })).not.toBeInTheDocument();
  });

  it('revokes a token after asking, and marks it revoked', async () => {
    const { revokes } = fakeServer();
    const user = renderCard();
    const [first] = await items();
    await user.click(within(first!).getByRole('button', { name: /widerrufen$/ }));
    const confirm = await screen.findByRole('dialog', { name: 'API-Token Nightly-Export widerrufen' });
    expect(confirm).toHaveTextContent('Wollen Sie das API-Token Nightly-Export (kk_Xy98Zw76) wirklich widerrufen?');
    // Safe by default (issue 46): 'Abbrechen' has the focus; revoking takes the other button.
    expect(within(confirm).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByText('Das API-Token wurde widerrufen.')).toBeInTheDocument();
    expect(revokes).toEqual(['t1']);
    await waitFor(async () => expect((await items())[0]).toHaveTextContent('Widerrufen'));
    expect(within((await items())[0]!).queryByRole('button')).not.toBeInTheDocument();
  });
});
