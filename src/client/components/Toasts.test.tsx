import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../lib/toasts';
import { renderAt } from '../testing/render';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  it('announces messages in a labelled region and closes them on request', async () => {
    const user = userEvent.setup();
    const { store } = renderAt(<Toasts />);
    const region = screen.getByRole('region', { name: 'Meldungen' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(showToast('success', 'Daten aktualisiert'));
      store.dispatch(showToast('danger', 'Sie haben nicht genügend Zugriffsrechte.'));
      store.dispatch(showToast('danger', 'Sie haben nicht genügend Zugriffsrechte.'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Daten aktualisiert');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    // Several 403s at once give one message, announced at once.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Sie haben nicht genügend Zugriffsrechte\.$/);
    expect(region).toContainElement(screen.getByRole('alert'));
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Schließen' }));
    expect(region).not.toHaveTextContent('Daten aktualisiert');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('shows the three newest messages at most', () => {
    const { store } = renderAt(<Toasts />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) store.dispatch(showToast('success', `Meldung ${n}`));
    });
    expect(screen.getByRole('status').textContent).toBe('Meldung 3Meldung 4Meldung 5');
    expect(store.getState().toasts).toHaveLength(3);
  });

  it('gives each message the scheme of its colour, whatever the page shows', () => {
    document.documentElement.setAttribute('data-bs-theme', 'dark');
    const { store } = renderAt(<Toasts />);
    act(() => {
      store.dispatch(showToast('warning', 'Gelb'));
      store.dispatch(showToast('success', 'Grün'));
    });
    // A yellow message keeps the dark close button of the light scheme, a green one the white one.
    expect(screen.getByText('Gelb').closest('.toast')).toHaveAttribute('data-bs-theme', 'light');
    expect(screen.getByText('Grün').closest('.toast')).toHaveAttribute('data-bs-theme', 'dark');
    document.documentElement.removeAttribute('data-bs-theme');
  });

  it('dismisses a message after a few seconds', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderAt(<Toasts />);
      act(() => {
        store.dispatch(showToast('warning', 'Filter konnte nicht gespeichert werden'));
      });
      expect(screen.getByText('Filter konnte nicht gespeichert werden')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(6000));
      expect(store.getState().toasts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
