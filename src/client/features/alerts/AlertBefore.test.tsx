import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { alertOf } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { AlertBeforeButton } from './AlertBeforeDialog';

// 'Vorher geändert' (issue 53): an alert's button opens what changed at its store in the 24 hours
// before it opened, and the rollout waves that took the store then.

const server = setupMswServer();

const before = {
  alertUid: 'a1',
  from: '2026-11-19T08:15:00.000Z',
  to: '2026-11-20T08:15:00.000Z',
  changes: [
    {
      at: '2026-11-20T06:15:00.000Z',
      targetKind: 'cashpoint',
      storeId: '1001',
      posId: '2',
      cashpointUid: 'c1001-2',
      key: 'config:waehrung',
      old: 'EUR',
      new: 'CHF',
    },
    {
      at: '2026-11-20T06:10:00.000Z',
      targetKind: 'store',
      storeId: '1001',
      posId: null,
      cashpointUid: null,
      key: 'service:dutiserv.startType',
      old: 'AUTOMATIC',
      new: null,
    },
  ],
  truncated: false,
  waves: [
    {
      rolloutUid: 'r1',
      updateName: 'kasse-5.14.0.zip',
      waveName: 'Pilot',
      storeId: '1001',
      at: '2026-11-20T05:15:00.000Z',
      event: 'entered',
    },
  ],
};

async function axeFindings(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe("an alert's 'Vorher geändert'", () => {
  it('lists the changes of its store and registers and names the wave, opened by keyboard', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/frontend/alerts/:uid/before', ({ params }) => {
        asked.push(String(params.uid));
        return HttpResponse.json(before);
      }),
    );
    const user = userEvent.setup();
    renderAt(<AlertBeforeButton alert={alertOf()} />);
    expect(asked).toEqual([]);
    screen.getByRole('button', { name: 'Vorher geändert: Filiale 1001 Kiel, Hafen, Kasse 2' }).focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: /Vorher geändert \(24 Stunden\)/ });
    const table = await within(dialog).findByRole('table', { name: 'Änderungen' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Kasse 2', 'config:waehrung', 'EUR', 'CHF'],
      ['STORE-Instanz', 'service:dutiserv.startType', 'AUTOMATIC', 'nicht gemeldet'],
    ]);
    const wave = within(dialog).getByRole('link', { name: /Welle „Pilot“ \(kasse-5\.14\.0\.zip\) hat die Filiale am/ });
    expect(wave).toHaveAttribute('href', expect.stringContaining('uid=r1'));
    expect(asked).toEqual(['a1']);
    expect(await axeFindings(dialog)).toEqual([]);
  });

  it('says when nothing changed, and offers nothing for an alert without a store', async () => {
    server.use(
      http.get('/api/frontend/alerts/:uid/before', () => HttpResponse.json({ ...before, changes: [], waves: [] })),
    );
    const user = userEvent.setup();
    const { unmount } = renderAt(<AlertBeforeButton alert={alertOf()} />);
    await user.click(screen.getByRole('button', { name: /Vorher geändert/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Keine Änderungen in den 24 Stunden davor.')).toBeVisible();
    expect(within(dialog).getByText('Keine Rollout-Welle hat die Filiale in dieser Zeit erreicht.')).toBeVisible();
    unmount();
    renderAt(<AlertBeforeButton alert={alertOf({ storeUid: null, storeId: null, posId: null, rolloutUid: 'r9' })} />);
    expect(screen.queryByRole('button', { name: /Vorher geändert/ })).toBeNull();
  });
});
