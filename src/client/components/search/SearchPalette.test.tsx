import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { SearchPalette } from './SearchPalette';

const server = setupMswServer();

const register = {
  kind: 'cashpoint',
  title: 'Kasse 4711/3',
  subtitle: 'kasse-4711-3 · Filiale 4711 Hamburg · NORDMARKT',
  contextId: 'NORDMARKT',
  link: '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&4711&3',
};
const store = {
  ...register,
  kind: 'store',
  title: 'Filiale 4711 Hamburg',
  link: '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&4711',
};
const pages = [
  { title: 'Alarme', link: '/frontend/alerts?contextId=NORDMARKT' },
  { title: 'Kassen', link: '/frontend/cashpoints?contextId=NORDMARKT' },
];

describe('the command palette', () => {
  beforeEach(() => localStorage.clear());

  it('opens with Ctrl+K, finds a register by its number and opens it selected with Enter', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/frontend/search', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q')!);
        return HttpResponse.json({ results: [register, store] });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPalette pages={pages} />);
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    expect(input).toHaveFocus();
    await user.type(input, '4711/3');
    const first = await screen.findByRole('option', { name: /Kasse 4711\/3/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    // The whole term asked last (a term typed in between may be asked on a busy machine).
    expect(asked.at(-1)).toBe('4711/3');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/frontend/cashpoints');
    expect(router.state.location.search).toBe('?contextId=NORDMARKT');
    expect(router.state.location.hash).toBe('#NORDMARKT&4711&3');
  });

  it('chooses with the arrow keys, lists the pages the term starts first, and lists what was opened last', async () => {
    server.use(http.get('/api/frontend/search', () => HttpResponse.json({ results: [store] })));
    const user = userEvent.setup();
    const { router } = renderAt(<SearchPalette pages={pages} />);
    await user.click(screen.getByRole('button', { name: /Suchen/ }));
    const input = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    await user.type(input, 'ka');
    await screen.findByRole('option', { name: /Filiale 4711 Hamburg/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^SeiteKassen/),
      expect.stringMatching(/^FilialeFiliale 4711/),
    ]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Filiale 4711 Hamburg/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Kassen/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.hash).toBe('#NORDMARKT&4711'));

    // Opened again with nothing typed: the store is the recent item.
    await user.keyboard('{Meta>}k{/Meta}');
    const recent = await screen.findByRole('listbox', { name: 'Zuletzt geöffnet' });
    expect(recent).toHaveTextContent('Filiale 4711 Hamburg');
  });

  it('says when nothing matches and when the search failed, and closes with Escape', async () => {
    server.use(http.get('/api/frontend/search', () => HttpResponse.json({ results: [] })));
    const user = userEvent.setup();
    renderAt(<SearchPalette pages={pages} />);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'xyz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keine Treffer.'));
    server.use(http.get('/api/frontend/search', () => new HttpResponse(null, { status: 500 })));
    await user.type(screen.getByRole('combobox'), 'q');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Die Suche ist fehlgeschlagen.'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores what the browser keeps under its key that is not a list of items', async () => {
    localStorage.setItem(
      'kk.search.recent',
      JSON.stringify([{ kind: 'store', title: 'x', subtitle: '', link: 'https://evil.example' }, 3]),
    );
    renderAt(<SearchPalette pages={pages} />);
    act(() => void fireEvent.keyDown(document, { key: 'k', ctrlKey: true }));
    await screen.findByRole('combobox');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
