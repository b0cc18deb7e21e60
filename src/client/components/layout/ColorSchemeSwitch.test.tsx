import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { colorSchemeStorageKey } from '../../theme/colorScheme';
import { MainMenu } from './MainMenu';

const scheme = () => document.documentElement.getAttribute('data-bs-theme');

describe('the user menu switch Dunkles Design', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-bs-theme', 'light');
  });

  it('switches the page to dark and back and keeps the choice in the browser', async () => {
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Anna Admin/ }));
    const toggle = screen.getByRole('switch', { name: 'Dunkles Design' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('dark');

    await user.click(screen.getByRole('button', { name: /Anna Admin/ }));
    expect(screen.getByRole('switch', { name: 'Dunkles Design' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: 'Dunkles Design' }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('light');
  });

  it('is reached and switched with the keyboard', async () => {
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={() => undefined} />);
    screen.getByRole('button', { name: /Anna Admin/ }).focus();
    await user.keyboard('{Enter}');
    // Opened, the menu takes the arrow keys: Profil first, the switch next.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('switch', { name: 'Dunkles Design' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scheme()).toBe('dark');
  });
});
