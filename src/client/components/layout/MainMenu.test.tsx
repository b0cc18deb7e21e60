import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, sessionFixture } from '../../testing/render';
import { MainMenu } from './MainMenu';

const menu = () => within(screen.getByRole('list', { name: 'Hauptmenü' }));

describe('MainMenu', () => {
  it('shows everything to an administrator with all flags, keeping the contextId in links', async () => {
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={() => undefined} />, '/frontend/home?contextId=SUEDKAUF');
    for (const name of ['Kassen', 'STORE-Instanzen', 'Statistiken']) {
      expect(menu().getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining('contextId=SUEDKAUF'));
    }
    expect(menu().getByRole('button', { name: 'Updates' })).toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'Auswertungen' })).toBeInTheDocument();
    await user.click(menu().getByRole('button', { name: 'Verwaltung' }));
    for (const name of ['Kontexte', 'Benutzer', 'Rollen', 'Protokoll']) {
      expect(menu().getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining('contextId=SUEDKAUF'));
    }
  });

  it('keeps the pages that set the console up under one entry, so the bar has room for the fleet', () => {
    renderAt(<MainMenu onLogout={() => undefined} />, '/frontend/home');
    const entries = within(screen.getByRole('list', { name: 'Hauptmenü' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Hauptmenü')
      .map((item) => item.textContent);
    expect(entries.at(-1)).toBe('Verwaltung');
    expect(entries).not.toContain('Kontexte');
    expect(entries).not.toContain('Protokoll');
  });

  it('hides Kontexte and Benutzer without the rights, and needs both CONTEXTS and context management', async () => {
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={() => undefined} />, '/frontend/home', {
      ...sessionFixture,
      rights: ['USERS'],
      hasContextManagement: true,
    });
    await user.click(menu().getByRole('button', { name: 'Verwaltung' }));
    expect(menu().queryByRole('link', { name: 'Kontexte' })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Benutzer' })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Protokoll' })).not.toBeInTheDocument();
  });

  it('hides Kontexte when context management is off even with the right', async () => {
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={() => undefined} />, '/frontend/home', {
      ...sessionFixture,
      hasContextManagement: false,
    });
    await user.click(menu().getByRole('button', { name: 'Verwaltung' }));
    expect(menu().getByRole('link', { name: 'Benutzer' })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Kontexte' })).not.toBeInTheDocument();
  });

  it('without store agents: no STORE-Instanzen, Updates holds Kassen-Updates and Rollouts, Auswertungen only Fiskal and Kassenmeldungen', async () => {
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={() => undefined} />, '/frontend/home', {
      ...sessionFixture,
      hasStoreAgents: false,
      hasStatsMenu: false,
      hasStatistics: false,
    });
    expect(menu().queryByRole('link', { name: 'STORE-Instanzen' })).not.toBeInTheDocument();
    await user.click(menu().getByRole('button', { name: 'Updates' }));
    expect(menu().getByRole('link', { name: 'Kassen-Updates' })).toHaveAttribute('href', '/frontend/cashpoint-updates');
    expect(menu().getByRole('link', { name: 'Rollouts' })).toHaveAttribute('href', '/frontend/rollouts');
    expect(menu().queryByRole('link', { name: 'STORE-Updates' })).not.toBeInTheDocument();
    // 'Auswertungen' keeps only the fiscal cockpit and the Kassenmeldungen, which need no feature.
    await user.click(menu().getByRole('button', { name: 'Auswertungen' }));
    expect(menu().getByRole('link', { name: 'Fiskal' })).toHaveAttribute('href', '/frontend/fiskal');
    expect(menu().getByRole('link', { name: 'Kassenmeldungen' })).toHaveAttribute('href', '/frontend/kassenmeldungen');
    expect(menu().queryByRole('link', { name: 'Kassen-Auswertung' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Statistiken' })).not.toBeInTheDocument();
  });

  it('offers Profil and Logout in the user menu', async () => {
    const onLogout = jest.fn();
    const user = userEvent.setup();
    renderAt(<MainMenu onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: /Anna Admin/ }));
    expect(screen.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('names the toggle of the folded menu in German', () => {
    renderAt(<MainMenu onLogout={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Menü ein- und ausklappen' })).toHaveAttribute(
      'aria-controls',
      'main-menu-items',
    );
  });
});
