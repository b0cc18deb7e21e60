import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { PermissionPreview, RoleDetail, RoleForm } from '../../api/roles';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { admin, operator } from '../../testing/usersKit';
import { RolesPage } from './RolesPage';

// The role editor and its preview as an administrator uses them, by mouse and by keyboard, against
// msw answering as the contract says (the server's behaviour is tested over HTTP in
// src/server/accounts/handlers/roles.test.ts and preview.test.ts).

const server = setupMswServer();

const adminRole: RoleDetail = {
  uid: 'r-admin',
  name: 'Administrator',
  description: 'Alle Rechte',
  rights: ['USERS', 'USERS_CHANGE', 'AUDIT'],
  builtin: true,
  userCount: 2,
};
const custom: RoleDetail = {
  uid: 'r-pflege',
  name: 'Kalenderpflege',
  description: 'Öffnungszeiten',
  rights: ['CALENDAR_CHANGE'],
  builtin: false,
  userCount: 3,
};
const rights = [
  { right: 'USERS', description: 'Benutzer ansehen' },
  { right: 'USERS_CHANGE', description: 'Benutzer, Rollen und Servicekonten anlegen, ändern und löschen' },
  { right: 'AUDIT', description: 'Das Protokoll ansehen und exportieren' },
  { right: 'CALENDAR_CHANGE', description: 'Öffnungszeiten und Update-Fenster ändern' },
];
const inUse = 'Die Rolle kann nicht gelöscht werden: 3 Benutzer haben diese Rolle.';
const preview: PermissionPreview = {
  subject: {
    kind: 'role',
    uid: 'r-pflege',
    name: 'Kalenderpflege',
    roleName: 'Kalenderpflege',
    rights: ['CALENDAR_CHANGE'],
  },
  contextId: 'NORDMARKT',
  pages: [
    { page: 'home', label: 'Übersicht', allowed: true, rights: [], features: [], missing: [] },
    { page: 'auditLog', label: 'Protokoll', allowed: false, rights: ['AUDIT'], features: [], missing: ['AUDIT'] },
  ],
  operations: [
    {
      operationId: 'saveStoreCalendar',
      method: 'POST',
      path: '/api/frontend/store-calendar/save',
      action: true,
      ownAccount: false,
      context: 'body',
      allowed: true,
      rights: ['CALENDAR_CHANGE'],
      features: [],
      missing: [],
    },
    {
      operationId: 'getStatistics',
      method: 'GET',
      path: '/api/frontend/statistics',
      action: false,
      ownAccount: false,
      context: null,
      allowed: false,
      rights: [],
      features: ['hasStatistics'],
      missing: ['hasStatistics'],
    },
  ],
};

function fakeRoles() {
  const calls = { saves: [] as RoleForm[], deletes: [] as string[], previews: [] as string[] };
  server.use(
    http.get('/api/frontend/roles', () => HttpResponse.json({ roles: [adminRole, custom], rights })),
    http.post('/api/frontend/roles/save', async ({ request }) => {
      calls.saves.push((await request.json()) as RoleForm);
      return HttpResponse.json({ uid: 'r-neu' });
    }),
    http.post('/api/frontend/roles/:uid/delete', ({ params }) => {
      calls.deletes.push(String(params.uid));
      return HttpResponse.json({ message: inUse }, { status: 409 });
    }),
    http.get('/api/frontend/permissions/preview', ({ request }) => {
      calls.previews.push(new URL(request.url).search);
      return HttpResponse.json(preview);
    }),
    http.get('/api/frontend/users', () =>
      HttpResponse.json({ users: [admin, operator], total: 2, contexts: [], roles: [] }),
    ),
  );
  return calls;
}

function renderPage(route = '/frontend/roles') {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <RolesPage />
      <Toasts />
    </>,
    route,
  );
  return { user, ...view };
}

/** Serious or critical axe findings (colour contrast needs a real browser: Playwright checks it). */
async function axeFindings(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('Rollen', () => {
  it('lists the roles; a built-in one is only shown, read only, and cannot be deleted', async () => {
    fakeRoles();
    const { user, container } = renderPage();
    const table = await screen.findByRole('table', { name: 'Rollen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Administrator');
    expect(within(rows[0]!).getByText('Vordefiniert')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Eigene')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rolle Administrator löschen' })).not.toBeInTheDocument();
    expect(await axeFindings(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rolle Administrator ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rolle Administrator' });
    expect(within(dialog).getByText('Vordefinierte Rollen können nicht geändert werden.')).toBeInTheDocument();
    const audit = within(dialog).getByLabelText('Protokoll ansehen');
    expect(audit).toBeChecked();
    expect(audit).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(await axeFindings(document.body)).toEqual([]);
  });

  it('creates a role by keyboard: name, description and rights as checkboxes with German descriptions', async () => {
    const calls = fakeRoles();
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Rollen' });
    screen.getByRole('button', { name: 'Rolle anlegen' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Neue Rolle' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Namen ein.')).toBeInTheDocument();
    expect(calls.saves).toEqual([]);

    // The name field has the focus; everything else is reached by Tab and Space.
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Protokoll-Leser');
    await user.tab();
    await user.keyboard('Liest das Protokoll');
    const auditBox = within(dialog).getByLabelText('Protokoll ansehen');
    while (document.activeElement !== auditBox) await user.tab();
    await user.keyboard(' ');
    expect(auditBox).toBeChecked();
    expect(await axeFindings(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(calls.saves).toEqual([{ name: 'Protokoll-Leser', description: 'Liest das Protokoll', rights: ['AUDIT'] }]),
    );
    expect(await screen.findByText('Die Rolle wurde gespeichert.')).toBeInTheDocument();
    // Tab by tab through the form and two axe runs: more than the default 5 s on a busy machine.
  }, 20_000);

  it('asks before deleting and shows the server’s 409 naming how many users hold the role', async () => {
    const calls = fakeRoles();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rolle Kalenderpflege löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rolle Kalenderpflege löschen' });
    expect(confirm).toHaveTextContent('Soll die Rolle Kalenderpflege wirklich gelöscht werden?');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect((await screen.findByText(inUse)).closest('[role="alert"]')).not.toBeNull();
    expect(calls.deletes).toEqual(['r-pflege']);
  });

  it('previews what a role may do: pages, actions and operations with what each needs', async () => {
    const calls = fakeRoles();
    const { user, router, container } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Was darf Kalenderpflege?' }));
    expect(router.state.location.search).toBe('?tab=preview&roleUid=r-pflege');
    expect(await screen.findByRole('heading', { name: 'Was darf Kalenderpflege?' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Was darf …?' });
    await user.selectOptions(within(form).getByLabelText('Kontext'), 'Nordmarkt GmbH');
    await user.click(within(form).getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() => expect(calls.previews).toContain('?roleUid=r-pflege&contextId=NORDMARKT'));

    const pages = await screen.findByRole('table', { name: 'Seiten' });
    const protocol = within(pages).getByRole('row', { name: /Protokoll/ });
    expect(protocol).toHaveTextContent('Nein');
    expect(protocol).toHaveTextContent('Fehlt: Protokoll ansehen');
    // The API operations wait behind their disclosure.
    const disclosure = screen.getByText('Betroffene API-Operationen').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(screen.getByText('Betroffene API-Operationen'));
    expect(disclosure).toHaveAttribute('open');
    const actions = screen.getByRole('table', { name: 'Aktionen (ändernde API-Operationen)' });
    expect(within(actions).getByRole('row', { name: /saveStoreCalendar/ })).toHaveTextContent('Öffnungszeiten ändern');
    const reads = screen.getByRole('table', { name: 'Lesende API-Operationen' });
    expect(within(reads).getByRole('row', { name: /getStatistics/ })).toHaveTextContent('Fehlt: Funktion Statistiken');
    expect(await axeFindings(container)).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Nur Erlaubtes zeigen' }));
    expect(within(screen.getByRole('table', { name: 'Seiten' })).queryByText('Protokoll')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Lesende API-Operationen' })).queryByText(/getStatistics/),
    ).toBeNull();
  });

  it('previews a role in tasks a person does, each with the one name of the right it needs', async () => {
    fakeRoles();
    const { user, container } = renderPage('/frontend/roles?tab=preview&roleUid=r-pflege');
    const tasks = await screen.findByRole('table', { name: 'Aufgaben' });
    const task = (name: string) => within(tasks).getByRole('row', { name: new RegExp(`^${name}`) });
    // The role holds CALENDAR_CHANGE: its task is allowed; the others are listed as not allowed.
    expect(task('Öffnungszeiten und Update-Fenster ändern')).toHaveTextContent('Ja');
    expect(task('Öffnungszeiten und Update-Fenster ändern')).toHaveTextContent('Öffnungszeiten ändern');
    expect(task('Updates hochladen')).toHaveTextContent('Nein');
    expect(task('Updates hochladen')).toHaveTextContent('Updates ändern');
    expect(task('Rollouts freigeben')).toHaveTextContent('Nein');
    // Its rights by their names, not their codes; no operation is in sight until asked for.
    expect(screen.getByText(/^Rechte:/)).toHaveTextContent('Rechte: Öffnungszeiten ändern');
    expect(screen.getByText(/saveStoreCalendar/)).not.toBeVisible();
    expect(await axeFindings(container)).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Nur Erlaubtes zeigen' }));
    expect(within(screen.getByRole('table', { name: 'Aufgaben' })).getAllByRole('row')).toHaveLength(2);
  });

  it('previews a user chosen from the users list', async () => {
    const calls = fakeRoles();
    const { user } = renderPage('/frontend/roles?tab=preview');
    const form = await screen.findByRole('form', { name: 'Was darf …?' });
    await user.click(within(form).getByLabelText('Benutzer'));
    await screen.findByRole('option', { name: 'Otto Operator (operator)' });
    await user.selectOptions(within(form).getByLabelText('Benutzer wählen'), 'Otto Operator (operator)');
    await user.click(within(form).getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() => expect(calls.previews).toEqual(['?userUid=u2']));
  });
});
