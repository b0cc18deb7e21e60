import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ApiToken } from '../../api/tokens';
import { fakeServer, renderPage, server } from './usersKit';

// The user dialog's tab 'API-Tokens' (issue 44, finding 7): a user administrator sees another
// person's tokens and revokes a leaked one; it creates none for them.

const active: ApiToken = {
  uid: 't1',
  name: 'Kassenexport',
  prefix: 'kk_Usr00001',
  rights: ['CASHPOINTS_CHANGE'],
  contextIds: ['NORDMARKT'],
  readOnly: false,
  expiresAt: '2027-01-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'operator',
  revokedAt: null,
  lastUsedAt: '2026-11-28T08:00:00.000Z',
  lastUsedAddress: '10.0.0.7',
  lastUsedClient: 'curl/8.5',
};
const revoked: ApiToken = {
  ...active,
  uid: 't2',
  name: 'Altes Skript',
  prefix: 'kk_Usr00002',
  revokedAt: active.lastUsedAt,
};

/** The person's tokens calls: the lists asked for and the revocations sent, by user and token. */
function fakeUserTokens() {
  const calls = { lists: [] as string[], revokes: [] as string[][] };
  let tokens = [active, revoked];
  server.use(
    http.get('/api/frontend/users/tokens/:uid', ({ params }) => {
      calls.lists.push(String(params.uid));
      return HttpResponse.json({ tokens });
    }),
    http.post('/api/frontend/users/tokens/:uid/:tokenUid/revoke', ({ params }) => {
      calls.revokes.push([String(params.uid), String(params.tokenUid)]);
      tokens = tokens.map((x) => (x.uid === params.tokenUid ? { ...x, revokedAt: '2026-11-29T08:00:00.000Z' } : x));
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

/** Serious or critical axe findings (colour contrast needs a real browser: Playwright checks it). */
async function axeFindings(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe("the user dialog's API tokens", () => {
  it("lists the person's tokens, 'Widerrufen' on the working ones only and no 'Token erstellen'", async () => {
    fakeServer();
    const calls = fakeUserTokens();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer operator bearbeiten' });
    await within(dialog).findByLabelText('Benutzername');
    expect(calls.lists).toEqual([]);
    await user.click(within(dialog).getByRole('tab', { name: 'API-Tokens' }));

    const list = await within(dialog).findByRole('list', { name: 'API-Tokens von operator' });
    expect(calls.lists).toEqual(['u2']);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Kassenexport');
    expect(items[0]).toHaveTextContent('Kontexte:Nordmarkt GmbH');
    expect(items[0]).toHaveTextContent('10.0.0.7 · curl/8.5');
    expect(within(items[1]!).getByText('Widerrufen')).toBeInTheDocument();
    // Only the working token can be revoked; nobody creates a token for another person.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['API-Token Kassenexport (kk_Usr00001) widerrufen']);
    expect(screen.queryByRole('button', { name: 'Token erstellen' })).not.toBeInTheDocument();
    expect(await axeFindings(dialog)).toEqual([]);
  });

  it('revokes a token by keyboard after asking, and shows it revoked', async () => {
    fakeServer();
    const calls = fakeUserTokens();
    const { user } = renderPage();
    // The row's login opens the dialog; back from its first field to the tabs, the arrow keys move on.
    (await screen.findByRole('button', { name: 'operator' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer operator bearbeiten' });
    await waitFor(() => expect(within(dialog).getByLabelText('Benutzername')).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('tab', { name: 'Benutzer', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'API-Tokens' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const list = await within(dialog).findByRole('list', { name: 'API-Tokens von operator' });
    // The next stop in a browser (jsdom shows the hidden main tab too, so the test moves there itself).
    within(list).getByRole('button', { name: 'API-Token Kassenexport (kk_Usr00001) widerrufen' }).focus();
    await user.keyboard('{Enter}');

    const confirm = await screen.findByRole('dialog', { name: 'API-Token Kassenexport widerrufen' });
    expect(confirm).toHaveTextContent('Wollen Sie das API-Token Kassenexport (kk_Usr00001) wirklich widerrufen?');
    expect(await axeFindings(confirm)).toEqual([]);
    // Safe by default (issue 46): 'Abbrechen' has the focus; revoking takes the other button.
    expect(within(confirm).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByText('Das API-Token wurde widerrufen.')).toBeInTheDocument();
    expect(calls.revokes).toEqual([['u2', 't1']]);
    // The list is asked again and shows both revoked.
    await waitFor(() => expect(within(list).queryAllByRole('button')).toHaveLength(0));
    expect(calls.lists).toEqual(['u2', 'u2']);
  });

  it("says so when the person's tokens cannot be loaded, and there is no tab for a new user", async () => {
    fakeServer();
    server.use(http.get('/api/frontend/users/tokens/:uid', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer operator bearbeiten' });
    await user.click(within(dialog).getByRole('tab', { name: 'API-Tokens' }));
    const tab = within(dialog).getByRole('tabpanel', { name: 'API-Tokens' });
    expect(await within(tab).findByText('Die API-Tokens konnten nicht geladen werden.')).toBeInTheDocument();
    // The tab's own 'Schließen' (beside the dialog's ×) closes the dialog.
    await user.click(within(tab).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Neuer Benutzer' }));
    const created = await screen.findByRole('dialog', { name: 'Neuer Benutzer' });
    expect(within(created).queryByRole('tab')).not.toBeInTheDocument();
  });
});
