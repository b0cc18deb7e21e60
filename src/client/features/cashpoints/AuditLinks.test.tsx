import { screen } from '@testing-library/react';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const withoutAudit = { ...sessionFixture, rights: sessionFixture.rights.filter((r) => r !== 'AUDIT') };
const renderPage = (hash: string, session = sessionFixture) => {
  fakeCashpointsServer(server);
  return renderRoutes(
    [{ path: '/frontend/cashpoints', element: <CashpointsPage /> }],
    `/frontend/cashpoints?contextId=NORDMARKT#${hash}`,
    session,
  );
};

describe('CashpointsPage: links to the audit log', () => {
  it("links a register's details to its entries in the log", async () => {
    renderPage('NORDMARKT&1001&1');
    await screen.findByRole('heading', { name: 'Kasse 1 · Filiale 1001 Kiel, Hafen' });
    expect(screen.getByRole('link', { name: 'Protokoll dieser Kasse' })).toHaveAttribute(
      'href',
      '/frontend/audit-log?contextId=NORDMARKT&object=c1001-1',
    );
  });

  it("links a store's details to its entries in the log", async () => {
    renderPage('NORDMARKT&1002');
    await screen.findByRole('heading', { name: 'Filiale 1002 München, Markt' });
    expect(screen.getByRole('link', { name: 'Protokoll dieser Filiale' })).toHaveAttribute(
      'href',
      '/frontend/audit-log?contextId=NORDMARKT&object=s1002',
    );
  });

  it('shows neither link without the right AUDIT', async () => {
    const { unmount } = renderPage('NORDMARKT&1001&1', withoutAudit);
    await screen.findByRole('heading', { name: 'Kasse 1 · Filiale 1001 Kiel, Hafen' });
    expect(screen.queryByRole('link', { name: 'Protokoll dieser Kasse' })).not.toBeInTheDocument();
    unmount();
    renderPage('NORDMARKT&1002', withoutAudit);
    await screen.findByRole('heading', { name: 'Filiale 1002 München, Markt' });
    expect(screen.queryByRole('link', { name: 'Protokoll dieser Filiale' })).not.toBeInTheDocument();
  });
});
