import { screen, within } from '@testing-library/react';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { rolloutDetail, wave } from '../../testing/rolloutsKit';
import { fakeRolloutServer } from './rolloutServer';
import { RolloutsPage } from './RolloutsPage';

const server = setupMswServer();

describe('a wave card', () => {
  it('offers neither report nor rollback for a wave cancelled before it began', async () => {
    // A paused rollout is steerable: the rollback shows for each wave that began.
    const detail = rolloutDetail({ state: 'paused' });
    detail.waves[2] = wave(3, { name: '100 %', state: 'cancelled', startedAt: null });
    fakeRolloutServer(server, detail);
    renderAt(<RolloutsPage />, '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1');
    const wave3 = await screen.findByRole('region', { name: 'Welle 3: 100 %' });
    expect(within(wave3).getByText('abgebrochen')).toBeInTheDocument();
    expect(within(wave3).queryByRole('link')).toBeNull();
    expect(within(wave3).queryByRole('button', { name: 'Welle 3 zurückrollen' })).toBeNull();
    const wave2 = screen.getByRole('region', { name: 'Welle 2: 5 %' });
    expect(within(wave2).getByRole('button', { name: 'Welle 2 zurückrollen' })).toBeInTheDocument();
  });

  it('shows a wave not started with what it will reach, not zeros', async () => {
    fakeRolloutServer(server, rolloutDetail());
    renderAt(<RolloutsPage />, '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1');
    const wave3 = await screen.findByRole('region', { name: 'Welle 3: 100 %' });
    expect(within(wave3).getByText(/voraussichtlich 12 Filialen · 48 Kassen/)).toBeInTheDocument();
    // A started wave counts what it took.
    const wave2 = screen.getByRole('region', { name: 'Welle 2: 5 %' });
    expect(within(wave2).getByText(/5 Filialen · 20 Kassen/)).toBeInTheDocument();
    expect(within(wave2).queryByText(/voraussichtlich/)).toBeNull();
    // People by their names.
    expect(screen.getByText(/geplant von Paula Planer/)).toBeInTheDocument();
  });

  it("counts a plan of one wave not started as '1 Welle'", async () => {
    const detail = rolloutDetail({ state: 'draft', currentWave: 0, waveCount: 1 });
    fakeRolloutServer(server, { ...detail, waves: detail.waves.slice(0, 1) });
    renderAt(<RolloutsPage />, '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1');
    expect(await screen.findByTestId('rollout-progress')).toHaveTextContent(/· 1 Welle ·/);
  });
});
