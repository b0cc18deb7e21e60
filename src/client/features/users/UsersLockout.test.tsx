import { screen, waitFor, within } from '@testing-library/react';
import { sessionFixture } from '../../testing/render';
import { fakeServer, renderPage } from './usersKit';

describe('UsersPage: locked users', () => {
  const rowOf = async (login: string) =>
    (await screen.findByRole('button', { name: login })).closest('tr') as HTMLElement;

  it("marks a locked user 'Gesperrt'; an administrator unlocks it from the keyboard and sees it confirmed", async () => {
    const calls = fakeServer({ lockedOperator: true });
    const { user } = renderPage();
    const operatorRow = await rowOf('operator');
    expect(within(operatorRow).getByText('Gesperrt')).toBeInTheDocument();
    // Users who are not locked have neither the mark nor the action.
    const adminRow = await rowOf('admin');
    expect(within(adminRow).queryByText('Gesperrt')).not.toBeInTheDocument();
    expect(within(adminRow).queryByRole('button', { name: /entsperren/ })).not.toBeInTheDocument();

    within(operatorRow).getByRole('button', { name: 'Benutzer operator entsperren' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Der Benutzer operator wurde entsperrt.')).toBeInTheDocument();
    expect(calls.unlocks).toEqual(['u2']);
    // The list is fetched again and shows the user unlocked; the row's edit dialog did not open.
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Gesperrt')).not.toBeInTheDocument());
    expect(calls.lists.length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Benutzer operator entsperren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without USERS_CHANGE the mark shows but there is nothing to unlock', async () => {
    const calls = fakeServer({ lockedOperator: true });
    renderPage({ ...sessionFixture, rights: ['USERS'] });
    const operatorRow = await screen.findByRole('row', { name: /operator/ });
    expect(within(operatorRow).getByText('Gesperrt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /entsperren/ })).not.toBeInTheDocument();
    expect(calls.unlocks).toEqual([]);
  });
});
