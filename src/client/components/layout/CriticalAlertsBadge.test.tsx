import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { quietSituation, setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { CriticalAlertsBadge } from './CriticalAlertsBadge';

const server = setupMswServer();

describe('the top bar badge of critical open alerts', () => {
  it('counts them over every context and opens the alert page filtered to them', async () => {
    server.use(
      http.get('/api/frontend/home/situation', () =>
        HttpResponse.json({ ...quietSituation, total: { ...quietSituation.total, criticalAlertCount: 3 } }),
      ),
    );
    renderAt(<CriticalAlertsBadge />);
    const link = await screen.findByRole('link', { name: '3 kritische offene Alarme' });
    expect(link).toHaveAttribute('href', '/frontend/alerts?contextId=*&state=open&severity=critical&snoozed=show');
    expect(link).toHaveTextContent('3');
  });

  it('is not there while no critical alert is open', async () => {
    let asked = false;
    server.use(
      http.get('/api/frontend/home/situation', () => {
        asked = true;
        return HttpResponse.json(quietSituation);
      }),
    );
    renderAt(<CriticalAlertsBadge />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
