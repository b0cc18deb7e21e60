import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../testing/render';
import { rolloutDetail } from '../../testing/rolloutsKit';
import { CashpointReportPage } from './CashpointReportPage';
import { bodyRows, serve, server } from './cashpointReportKit';

describe("the register report of a rollout's wave", () => {
  it('asks for the wave only, says so above the report, and lifts the limit on request', async () => {
    const queries = serve();
    server.use(http.get('/api/frontend/rollouts/:uid', () => HttpResponse.json(rolloutDetail())));
    const user = userEvent.setup();
    const { router } = renderAt(
      <CashpointReportPage />,
      '/frontend/cashpoint-report?contextId=NORDMARKT&rollout=ro-1&wave=2',
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(queries[0]!.get('rollout')).toBe('ro-1');
    expect(queries[0]!.get('wave')).toBe('2');
    expect(await screen.findByText('in Welle 2 des Rollouts kasse-3.0.zip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV exportieren' }).getAttribute('href')).toContain('rollout=ro-1&wave=2');
    await user.click(screen.getByRole('button', { name: 'Filter nach Rollout entfernen' }));
    await waitFor(() => expect(queries[queries.length - 1]!.get('rollout')).toBeNull());
    expect(router.state.location.search).not.toContain('wave=');
    expect(screen.queryByTestId('rollout-scope')).toBeNull();
  });
});
