import { act, fireEvent, screen } from '@testing-library/react';
import { actAndLookAtOnce, chooseOption } from '../testing/lookAtOnce';
import { renderAt } from '../testing/render';
import { ListController } from './ListController';

describe('ListController', () => {
  afterEach(() => jest.useRealTimers());

  it('writes the search term to the URL after 500 ms and goes back to page 1', () => {
    jest.useFakeTimers();
    const { router } = renderAt(
      <ListController total={95} pageSizes={[10, 20, 50]} defaultSize={10} />,
      '/frontend/users?page=4',
    );
    fireEvent.change(screen.getByPlaceholderText('Suchbegriff eingeben...'), { target: { value: 'mei' } });
    act(() => jest.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('?page=4');
    act(() => jest.advanceTimersByTime(1));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('mei');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
  });

  it('pages and changes the page size through the URL', () => {
    const { router } = renderAt(
      <ListController total={95} pageSizes={[10, 20, 50]} defaultSize={10} />,
      '/frontend/users',
    );
    expect(screen.getByText('1–10 von 95')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('10');
    fireEvent.change(screen.getByRole('combobox', { name: 'Einträge pro Seite' }), { target: { value: '50' } });
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('size'), params.get('page')]).toEqual(['50', '1']);
    expect(screen.getByText('1–50 von 95')).toBeInTheDocument();
  });

  it('shows a new page and page size right after the choice, before later renders', async () => {
    const { router } = renderAt(
      <ListController total={95} pageSizes={[10, 20, 50]} defaultSize={10} />,
      '/frontend/users',
    );
    await actAndLookAtOnce(() => screen.getByRole('button', { name: 'Seite 3' }).click());
    expect(screen.getByText('21–30 von 95')).toBeInTheDocument();
    await actAndLookAtOnce(() => chooseOption(screen.getByRole('combobox', { name: 'Einträge pro Seite' }), '50'));
    expect(screen.getByRole('combobox', { name: 'Einträge pro Seite' })).toHaveValue('50');
    expect(screen.getByText('1–50 von 95')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1&size=50');
  });
});
