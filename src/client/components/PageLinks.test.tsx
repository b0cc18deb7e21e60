import { fireEvent, render, screen, within } from '@testing-library/react';
import { PageLinks } from './PageLinks';

describe('PageLinks', () => {
  it('names every link in German, with no English hidden label left', () => {
    const onPage = jest.fn();
    render(<PageLinks page={3} pages={9} onPage={onPage} size="sm" />);
    const nav = screen.getByRole('list', { name: 'Seitennavigation' });
    for (const name of ['Erste Seite', 'Vorherige Seite', 'Seite 2', 'Nächste Seite', 'Letzte Seite']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // The current page is no link; it says so in German.
    expect(within(nav).getByText('(aktuelle Seite)')).toBeInTheDocument();
    expect(nav).not.toHaveTextContent(/Next|Previous|First|Last|current/);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(onPage.mock.calls).toEqual([[2], [9]]);
  });

  it('keeps the arrows off the accessible names and does nothing from a disabled arrow', () => {
    const onPage = jest.fn();
    render(<PageLinks page={1} pages={2} onPage={onPage} />);
    expect(screen.queryByRole('button', { name: /«|‹/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Vorherige Seite'));
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
