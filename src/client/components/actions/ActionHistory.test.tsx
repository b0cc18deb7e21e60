import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ActionHistoryEntry } from '../../api/actions';
import { historyEntryOf } from '../../testing/actionsKit';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { formatDateTime } from '../../../shared/dates';
import { ActionHistory } from './ActionHistory';

// The tab 'Aktionen' of a register's details: every action sent to it, with state, exit code, who
// and when, its output to read and a collected log bundle to download; a link to the request.

const server = setupMswServer();

function fakeHistory(entries: ActionHistoryEntry[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/actions/history', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ entries, total: entries.length, page: 1 });
    }),
  );
  return queries;
}

const when = formatDateTime('2026-11-24T21:00:00.000Z');

describe("a register's tab 'Aktionen'", () => {
  it('lists the actions with state, exit code, who and when, and opens the output', async () => {
    const queries = fakeHistory([
      historyEntryOf({
        uid: 't-2',
        kind: 'restartService',
        name: 'Dienst neu starten',
        parameters: { service: 'tse-client' },
        state: 'failed',
        exitCode: 3,
        output: 'tse-client: Zeitüberschreitung beim Start',
        requestedBy: 'Otto Operator',
      }),
      historyEntryOf({ actionUid: 'act-0', kind: 'collectLogs', name: 'Logs sammeln', hasBundle: true }),
    ]);
    const user = userEvent.setup();
    renderAt(<ActionHistory contextId="NORDMARKT" cashpointUid="c-1" />, '/frontend/cashpoints?contextId=NORDMARKT');
    const table = await screen.findByTestId('action-history');
    expect(queries[0]?.get('cashpointUid')).toBe('c-1');
    const [, failed, logs] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('Dienst neu starten · tse-client');
    expect(failed).toHaveTextContent(`Otto Operator · ${when}`);
    expect(failed).toHaveTextContent('Fehlgeschlagen');
    expect(failed).toHaveTextContent('3');
    expect(within(failed!).getByRole('link', { name: `Aktion Dienst neu starten vom ${when} öffnen` })).toHaveAttribute(
      'href',
      '/frontend/actions?contextId=NORDMARKT&uid=act-1',
    );
    expect(within(logs!).getByRole('link', { name: 'Log-Paket herunterladen' })).toHaveAttribute(
      'href',
      '/api/frontend/actions/act-0/targets/t-1/bundle?contextId=NORDMARKT',
    );
    expect(within(logs!).queryByRole('button', { name: /Ausgabe anzeigen/ })).toBeNull();

    await user.click(within(failed!).getByRole('button', { name: /Ausgabe anzeigen/ }));
    const viewer = await screen.findByRole('dialog', { name: `Ausgabe: Dienst neu starten, ${when}` });
    expect(viewer).toHaveTextContent('tse-client: Zeitüberschreitung beim Start');
  }, 20_000);

  it('says so when no action was sent to the target yet', async () => {
    const queries = fakeHistory([]);
    renderAt(<ActionHistory contextId="NORDMARKT" storeAgentUid="a-1" />, '/frontend/store-agents?contextId=NORDMARKT');
    expect(await screen.findByText('An diesem Ziel wurde noch keine Aktion ausgeführt.')).toBeInTheDocument();
    expect(queries[0]?.get('storeAgentUid')).toBe('a-1');
  });
});
