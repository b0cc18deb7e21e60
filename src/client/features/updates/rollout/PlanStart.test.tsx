import { screen, waitFor, within } from '@testing-library/react';
import { setupMswServer } from '../../../testing/msw';
import { rolloutDetail } from '../../../testing/rolloutsKit';
import { fakeServer as fakeServerOf, futurePreflight, openRolloutTab, waveBox } from './planEditorServer';

// Who the next wave waits for, said where the plan is made and in its summary, and a start of an
// update already released (no 'Jetzt freigeben' to choose).

const server = setupMswServer();
const fakeServer = (options?: Parameters<typeof fakeServerOf>[1]) => fakeServerOf(server, options);

describe('the plan and its start', () => {
  it('starts a released plan without asking to release it', async () => {
    const { starts } = fakeServer({
      rollout: rolloutDetail({ state: 'draft', currentWave: 0, waveName: null }),
      preflight: { ...futurePreflight, releaseAt: null, releaseInFuture: false },
    });
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Starten' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Rollout starten' }));
    await ask.findByTestId('preflight-wave-1');
    expect(ask.queryByRole('checkbox', { name: /Jetzt freigeben/ })).toBeNull();
    await user.click(ask.getByRole('button', { name: 'Starten' }));
    await waitFor(() => expect(starts).toEqual([{ contextId: 'NORDMARKT' }]));
  });

  it("says in the plan's summary which waves wait for a person, the context's switch included", async () => {
    const draft = rolloutDetail({ state: 'draft', currentWave: 0, waveName: null, autoAdvance: false });
    const waves = draft.waves.map((w) => (w.number === 3 ? { ...w, requireApproval: false } : w));
    fakeServer({ rollout: { ...draft, waves } });
    const { dialog } = await openRolloutTab();
    expect(await dialog.findByTestId('approval-sentence')).toHaveTextContent(
      'Auf die Freigabe durch eine zweite Person warten: Welle 2 und Welle 3. Welle 1 beginnt mit „Starten“. ' +
        'Welle 3 verlangt keine Freigabe, wartet aber trotzdem, weil „Wellen ohne Freigabepflicht starten automatisch“ in diesem Kontext aus ist.',
    );
    expect(dialog.getByText('geplant von Paula Planer', { exact: false })).toBeInTheDocument();
  });

  it("shows the context's switch in the editor and the sentence follows the waves' approvals", async () => {
    fakeServer({ autoAdvance: true });
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Vorschlag: Pilot, 5 %, 25 %, 100 %' }));
    expect(dialog.getByRole('switch', { name: 'Wellen ohne Freigabepflicht starten automatisch' })).toBeChecked();
    const sentence = await dialog.findByTestId('approval-sentence');
    expect(sentence).toHaveTextContent(
      'Auf die Freigabe durch eine zweite Person warten: Welle 2, Welle 3 und Welle 4.',
    );
    for (const n of [2, 3, 4])
      await user.click(waveBox(n).getByRole('switch', { name: 'Freigabe durch zweite Person nötig' }));
    expect(sentence).toHaveTextContent(
      'Keine Welle wartet auf eine Person: jede startet, sobald die Prüfungen der vorigen erfüllt sind.',
    );
    // Every gate is in view: the day close threshold per wave, the fixed ones named.
    expect(waveBox(1).getByLabelText('Mindestquote Tagesabschluss %')).toHaveValue(98);
    expect(dialog.getByText(/ohne Lebenszeichen 15 Min\. nach der Installation/)).toBeInTheDocument();
  });
});
