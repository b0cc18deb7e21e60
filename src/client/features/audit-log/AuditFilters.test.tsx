import { screen, waitFor } from '@testing-library/react';
import { useFakeClock } from '../../testing/fakeClock';
import { renderAt } from '../../testing/render';
import { AuditLogPage } from './AuditLogPage';
import { entries, entry, fakeAuditServer, renderPage } from './auditLogKit';

const csvLink = () => screen.getByRole('link', { name: 'CSV exportieren' });
const csvQuery = () => Object.fromEntries(new URL(csvLink().getAttribute('href')!, 'http://x').searchParams);

describe('AuditLogPage: filters', () => {
  it('puts context, action and days into the URL and the request, starting again at page 1', async () => {
    const calls = fakeAuditServer();
    const { user, router } = renderPage('/frontend/audit-log?page=3');
    await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert');
    await user.selectOptions(screen.getByLabelText('Kontext'), 'Südkauf AG');
    await user.selectOptions(screen.getByLabelText('Aktion'), 'Update archiviert');
    await user.type(screen.getByLabelText('Von'), '01.11.2026');
    await user.type(screen.getByLabelText('Bis'), '30.11.2026');
    await waitFor(() => expect(calls.at(-1)?.get('to')).toBe('2026-11-30'));
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({
      contextId: 'SUEDKAUF',
      action: 'updateArchived',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
      size: '20',
      sortBy: 'time',
      sortDirection: 'desc',
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('contextId')).toBe('SUEDKAUF');
    expect(search.get('action')).toBe('updateArchived');

    await user.selectOptions(screen.getByLabelText('Aktion'), 'Alle Aktionen');
    await waitFor(() => expect(calls.at(-1)?.has('action')).toBe(false));
  });

  it("shows every context's entries when 'Alle Kontexte' is chosen after one context", async () => {
    const calls = fakeAuditServer();
    const { user, router } = renderPage('/frontend/audit-log?contextId=NORDMARKT');
    await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert');
    expect(calls.at(-1)?.get('contextId')).toBe('NORDMARKT');
    await user.selectOptions(screen.getByLabelText('Kontext'), 'Alle Kontexte');
    // The navigation guard carries a missing contextId over from the previous URL; '*' says "all".
    await waitFor(() => expect(calls.at(-1)?.has('contextId')).toBe(false));
    expect(new URLSearchParams(router.state.location.search).get('contextId')).toBe('*');
    expect(screen.getByLabelText('Kontext')).toHaveValue('');
    expect(Object.fromEntries(new URL(csvLink().getAttribute('href')!, 'http://x').searchParams)).not.toHaveProperty(
      'contextId',
    );
  });

  it('asks for a typed user and a free text once typing pauses', async () => {
    const calls = fakeAuditServer();
    const { user, pass } = useFakeClock();
    const { router } = renderAt(<AuditLogPage />, '/frontend/audit-log');
    await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert');
    await user.type(screen.getByLabelText('Benutzer'), 'operator');
    expect(calls).toHaveLength(1);
    pass(500);
    await waitFor(() => expect(calls.at(-1)?.get('user')).toBe('operator'));
    expect(calls).toHaveLength(2);
    expect(router.state.location.search).toContain('user=operator');
    await user.type(screen.getByLabelText('Suche'), 'kasse-5.14');
    pass(500);
    await waitFor(() => expect(calls.at(-1)?.get('filter')).toBe('kasse-5.14'));
    expect(calls.at(-1)?.get('user')).toBe('operator');
  });

  it('takes the filters of a shared URL, leaving out what the server would refuse', async () => {
    const calls = fakeAuditServer();
    renderPage(
      '/frontend/audit-log?contextId=NORDMARKT&user=operator&action=updateArchived&from=2026-11-01&to=gestern',
    );
    await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert');
    expect(screen.getByLabelText('Kontext')).toHaveDisplayValue('Nordmarkt GmbH');
    expect(screen.getByLabelText('Benutzer')).toHaveValue('operator');
    expect(screen.getByLabelText('Aktion')).toHaveDisplayValue('Update archiviert');
    expect(Object.fromEntries(calls[0]!)).toMatchObject({
      contextId: 'NORDMARKT',
      user: 'operator',
      from: '2026-11-01',
    });
    expect(calls[0]!.has('to')).toBe(false);
  });

  it('shows the object of a link as a chip named by its label, which removes the filter', async () => {
    const calls = fakeAuditServer({ entries: [entry(2, { objectId: 'c1001-1', objectLabel: '1001-1' })], total: 1 });
    const { user, router } = renderPage('/frontend/audit-log?contextId=NORDMARKT&object=c1001-1');
    expect(await screen.findByText('Objekt: 1001-1')).toBeInTheDocument();
    expect(calls[0]?.get('object')).toBe('c1001-1');
    expect(csvQuery().object).toBe('c1001-1');
    await user.click(screen.getByRole('button', { name: 'Objektfilter entfernen' }));
    await waitFor(() => expect(calls.at(-1)?.has('object')).toBe(false));
    expect(router.state.location.search).not.toContain('object=');
    expect(screen.queryByText(/^Objekt:/)).not.toBeInTheDocument();
  });

  it('names an object by its uid until an entry shows its label', async () => {
    fakeAuditServer({ entries, total: 2 });
    renderPage('/frontend/audit-log?object=s1002');
    expect(await screen.findByText('Objekt: s1002')).toBeInTheDocument();
  });

  it('links the CSV export to the same filters and order, without the page', async () => {
    fakeAuditServer();
    const { user } = renderPage('/frontend/audit-log?contextId=NORDMARKT&page=2&size=50&filter=kasse');
    await screen.findByText('Otto Operator hat Update kasse-5.14.0.zip archiviert');
    await user.selectOptions(screen.getByLabelText('Aktion'), 'Update archiviert');
    await user.click(screen.getByRole('button', { name: 'Nach Adresse sortieren' }));
    await waitFor(() => expect(csvQuery().sortBy).toBe('address'));
    expect(csvLink().getAttribute('href')).toMatch(/^\/api\/frontend\/audit-log\.csv\?/);
    expect(csvQuery()).toEqual({
      contextId: 'NORDMARKT',
      action: 'updateArchived',
      filter: 'kasse',
      sortBy: 'address',
      sortDirection: 'asc',
    });
  });
});
