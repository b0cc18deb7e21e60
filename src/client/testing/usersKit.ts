import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { User, UserForm } from '../api/users';
import { sessionFixture } from './render';

// Users of the users page tests, the fake users API and the steps of its dialog.

export const admin: User = {
  uid: 'u1',
  login: 'admin',
  lastName: 'Admin',
  firstName: 'Anna',
  email: 'admin@example.com',
  role: 'r-admin',
  roleName: 'Administrator',
  visibleContextIds: [],
  allContextsVisible: true,
  use2FA: false,
  locked: false,
};
export const operator: User = {
  uid: 'u2',
  login: 'operator',
  lastName: 'Operator',
  firstName: 'Otto',
  email: null,
  role: 'r-operator',
  roleName: 'Operator',
  visibleContextIds: ['NORDMARKT'],
  allContextsVisible: false,
  use2FA: true,
  locked: false,
};
export const roles = [
  { value: 'r-admin', name: 'Administrator', description: 'Alle Rechte' },
  { value: 'r-viewer', name: 'Betrachter', description: 'Keine Rechte' },
];
export const contexts = sessionFixture.contexts;
export const qr = 'data:image/png;base64,iVBORw0KGgo=';

export interface Calls {
  lists: URLSearchParams[];
  saves: UserForm[];
  deletes: string[];
  seeds: string[];
  verifies: unknown[];
  unlocks: string[];
}

/**
 * The users calls; `saveReply` answers sendUserForm, `verified` the token check. With `lockedOperator`
 * the operator is listed as locked until it is unlocked.
 */
export function fakeUsersServer(
  server: SetupServer,
  {
    saveReply = () => HttpResponse.json({ uid: 'u-new' }),
    verified = true,
    lockedOperator = false,
  }: { saveReply?: () => Response; verified?: boolean; lockedOperator?: boolean } = {},
) {
  const calls: Calls = { lists: [], saves: [], deletes: [], seeds: [], verifies: [], unlocks: [] };
  server.use(
    http.get('/api/frontend/users', ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      const locked = lockedOperator && !calls.unlocks.includes(operator.uid);
      return HttpResponse.json({ users: [admin, { ...operator, locked }], total: 2, contexts, roles });
    }),
    http.post('/api/frontend/users/unlock/:uid', ({ params }) => {
      calls.unlocks.push(String(params.uid));
      return HttpResponse.json({ ok: true });
    }),
    http.get('/api/frontend/users/u2', () => HttpResponse.json(operator)),
    http.post('/api/frontend/users/sendUserForm', async ({ request }) => {
      calls.saves.push((await request.json()) as UserForm);
      return saveReply();
    }),
    http.delete('/api/frontend/users/:uid', ({ params }) => {
      calls.deletes.push(String(params.uid));
      return HttpResponse.json({ ok: true });
    }),
    http.get('/api/frontend/users/generate2FASeed/:login', ({ params }) => {
      calls.seeds.push(String(params.login));
      return HttpResponse.json({ seed2FA: 'NEWSEEDNEWSEED23', qrCode: qr });
    }),
    http.get('/api/frontend/users/qrcode/u2', () => HttpResponse.json({ seed2FA: 'PENDINGSEEDPENDI2', qrCode: qr })),
    http.post('/api/frontend/users/verify2FA', async ({ request }) => {
      calls.verifies.push(await request.json());
      return HttpResponse.json({ verified2FA: verified });
    }),
  );
  return calls;
}

export type Ui = ReturnType<typeof userEvent.setup>;

export async function openNew(user: Ui) {
  await user.click(await screen.findByRole('button', { name: 'Neuer Benutzer' }));
  return screen.findByRole('dialog', { name: 'Neuer Benutzer' });
}

export async function fillValidNewUser(user: Ui, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Benutzername'), 'erika');
  await user.type(within(dialog).getByLabelText('Vorname'), 'Erika');
  await user.type(within(dialog).getByLabelText('Nachname'), 'Muster');
  await user.type(within(dialog).getByLabelText('Passwort'), 'geheim-123');
  await user.selectOptions(within(dialog).getByLabelText('Rolle'), 'Betrachter');
}
