import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { stores } from '../../testing/cashpointsKit';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { CompareDialog } from './CompareDialog';

// 'Vergleichen' (issue 53): the register's values against another time or another register, by
// keyboard; the differing values as a table (cards on a phone by CSS), the server's German refusal.

const server = setupMswServer();

const diff = (right: { posId: string; at: string }) => ({
  left: { cashpointUid: 'c1001-1', storeId: '1001', posId: '1', at: '2026-11-29T08:00:00.000Z' },
  right: { cashpointUid: `c1001-${right.posId}`, storeId: '1001', ...right },
  rows: [
    { key: 'config:waehrung', left: 'EUR', right: 'CHF' },
    { key: 'hosts:tse-server', left: '10.3.0.11', right: null },
  ],
  differing: 2,
  same: 40,
});

function fakeCompare() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/frontend/cashpoints', () => HttpResponse.json({ stores })),
    http.get('/api/frontend/history/compare', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      if (query.at && Date.parse(query.at) > Date.now())
        return HttpResponse.json({ message: 'Der Zeitpunkt liegt in der Zukunft.' }, { status: 400 });
      return HttpResponse.json(
        diff(query.otherCashpointUid ? { posId: '2', at: query.at ?? '' } : { posId: '1', at: query.otherAt! }),
      );
    }),
  );
  return queries;
}

async function axeFindings(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const renderDialog = () =>
  renderAt(<CompareDialog contextId="NORDMARKT" cashpointUid="c1001-1" storeId="1001" posId="1" onHide={() => {}} />);

describe("the register's 'Vergleichen'", () => {
  it('compares a time of the register with now and lists the differing values, left and right', async () => {
    const queries = fakeCompare();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Vergleichen: Filiale 1001, Kasse 1' });
    await user.type(within(dialog).getByLabelText('Links: Zeitpunkt'), '2026-11-29T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Vergleichen' }));

    const table = await within(dialog).findByRole('table', { name: 'Unterschiede' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['WertLinksRechts', 'config:waehrungEURCHF', 'hosts:tse-server10.3.0.11nicht gemeldet']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 Werte unterscheiden sich, 40 gleich.');
    // The changed value is marked.
    expect(within(table).getByText('CHF').closest('mark')).not.toBeNull();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ contextId: 'NORDMARKT', cashpointUid: 'c1001-1' });
    expect(new Date(queries[0]!.at!).getTime()).toBe(new Date('2026-11-29T09:00').getTime());
    expect(queries[0]!.otherAt).toBeDefined();
    expect(queries[0]!.otherCashpointUid).toBeUndefined();
    expect(await axeFindings(dialog)).toEqual([]);
  });

  it('compares another register of the store by keyboard, asking for one first', async () => {
    const queries = fakeCompare();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('radio', { name: 'einer anderen Kasse' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Vergleichen' }));
    expect(
      within(dialog).getByText('Bitte einen Zeitpunkt oder eine Kasse für die rechte Seite wählen.'),
    ).toBeVisible();
    expect(queries).toEqual([]);

    const select = within(dialog).getByRole('combobox', { name: 'Rechts: Kasse' });
    await within(select).findByRole('option', { name: 'Filiale 1001, Kasse 2' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Bitte einen Zeitpunkt oder eine Kasse für die rechte Seite wählen.');
    await user.selectOptions(select, 'Filiale 1001, Kasse 2');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Vergleichen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('table', { name: 'Unterschiede' });
    expect(queries).toEqual([{ contextId: 'NORDMARKT', cashpointUid: 'c1001-1', otherCashpointUid: 'c1001-2' }]);
    expect(await axeFindings(dialog)).toEqual([]);
  });

  it("shows the server's German refusal", async () => {
    fakeCompare();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Links: Zeitpunkt'), '2099-01-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Vergleichen' }));
    expect(await within(dialog).findByText('Der Zeitpunkt liegt in der Zukunft.')).toBeVisible();
  });
});
