import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreNode } from '../../api/cashpoints';
import { renderRoutes } from '../../testing/render';
import { StoreHealthSection } from './StoreHealthSection';

const store = {
  id: '9951',
  uid: 'S1',
  name: 'Testfiliale',
  cashpoints: [
    { uid: 'C1', posId: '1' },
    { uid: 'C2', posId: '2' },
  ],
} as unknown as StoreNode;

const cause = (subject: string, state: 'red' | 'yellow', text: string) => ({
  kind: 'peripheral' as const,
  state,
  subject,
  text,
  since: null,
});

describe("a store's health in its details", () => {
  it("lists each cause, a register's with a link that opens the register in the tree", async () => {
    const user = userEvent.setup();
    const health = {
      state: 'red' as const,
      causes: [
        cause('C2', 'red', 'Bondrucker Kasse 2: Papier leer seit 10:42'),
        cause('S1', 'yellow', 'Preise: heute nicht eingespielt (noch nie)'),
      ],
    };
    const { router } = renderRoutes(
      [
        {
          path: '/frontend/cashpoints',
          element: <StoreHealthSection store={store} contextId="NORDMARKT" health={health} />,
        },
      ],
      '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&9951',
    );
    const section = screen.getByRole('region', { name: 'Betriebsfähigkeit' });
    expect(
      within(section).getByRole('img', { name: /^Betriebsfähigkeit rot: Bondrucker Kasse 2.*; Preise/ }),
    ).toBeVisible();
    const causes = within(within(section).getByRole('list', { name: 'Gründe' })).getAllByRole('listitem');
    expect(causes.map((c) => c.textContent)).toEqual([
      'Bondrucker Kasse 2: Papier leer seit 10:42 Kasse 2 öffnen',
      'Preise: heute nicht eingespielt (noch nie)',
    ]);
    await user.click(within(section).getByRole('link', { name: 'Kasse 2 öffnen' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#NORDMARKT&9951&2'));
  });

  it('says that nothing stops a green store', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: <StoreHealthSection store={store} contextId="NORDMARKT" health={{ state: 'green', causes: [] }} />,
        },
      ],
      '/frontend/cashpoints',
    );
    expect(screen.getByRole('img', { name: 'Betriebsfähigkeit grün' })).toBeVisible();
    expect(screen.getByText('Nichts hindert die Filiale am Verkauf.')).toBeVisible();
  });
});
