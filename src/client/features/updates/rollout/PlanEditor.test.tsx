import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shownError } from '../../../testing/forms';
import { setupMswServer } from '../../../testing/msw';
import { rolloutDetail, wave } from '../../../testing/rolloutsKit';
import { detailOf } from '../../../testing/updatesKit';
import { formatDateTime } from '../../../../shared/dates';
import { fakeServer as fakeServerOf, openRolloutTab, top, waveBox } from './planEditorServer';

const server = setupMswServer();
const fakeServer = (options?: Parameters<typeof fakeServerOf>[1]) => fakeServerOf(server, options);

describe('the rollout plan editor', () => {
  it("fills the usual plan with one click and saves it as the contract's waves", async () => {
    const { saves } = fakeServer();
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Vorschlag: Pilot, 5 %, 25 %, 100 %' }));
    expect(dialog.getAllByRole('group', { name: /^Welle \d$/ })).toHaveLength(4);
    // The gates no plan sets, as the server judges them: a rise against the stores' level before the wave.
    expect(
      dialog.getByText(/keine Filiale der Welle mit mehr offenen Alarmen .* als bei ihrem Beginn/),
    ).toBeInTheDocument();
    expect(waveBox(1).getByLabelText('Name')).toHaveValue('Pilot');
    expect(waveBox(1).getByLabelText('Filialen')).toHaveValue('pilot');
    expect(waveBox(3).getByLabelText('Anteil (%)')).toHaveValue(25);
    // Wave 3 waits only 12 hours; the last wave's soak is left at 0.
    await user.clear(waveBox(3).getByLabelText('Beobachtungszeit (Stunden)'));
    await user.type(waveBox(3).getByLabelText('Beobachtungszeit (Stunden)'), '12');
    await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const common = { minSuccessPercent: 95, maxFailurePercent: 5, minDayClosePercent: 98 };
    expect(saves[0]).toEqual({
      contextId: 'NORDMARKT',
      updateUid: top.uid,
      waves: [
        { name: 'Pilot', pilot: true, soakHours: 24, ...common, requireApproval: false },
        { name: '5 %', sharePercent: 5, soakHours: 24, ...common, requireApproval: true },
        { name: '25 %', sharePercent: 25, soakHours: 12, ...common, requireApproval: true },
        { name: '100 %', sharePercent: 100, soakHours: 0, ...common, requireApproval: true },
      ],
    });
    expect(await screen.findByText('Der Plan wurde gespeichert.')).toBeInTheDocument();
  });

  it('shows each wrong field its German message and sends nothing', async () => {
    const { saves } = fakeServer();
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Welle hinzufügen' }));
    await user.clear(waveBox(1).getByLabelText('Name'));
    await user.clear(waveBox(1).getByLabelText('Anteil (%)'));
    await user.type(waveBox(1).getByLabelText('Anteil (%)'), '0');
    await user.clear(waveBox(2).getByLabelText('Fehler-Obergrenze %'));
    await user.type(waveBox(2).getByLabelText('Fehler-Obergrenze %'), '150');
    await user.selectOptions(waveBox(2).getByLabelText('Filialen'), 'stores');
    await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
    expect(await dialog.findByText('Bitte prüfen Sie die markierten Angaben.')).toBeInTheDocument();
    expect(shownError(waveBox(1).getByLabelText('Name'))).toBe('Bitte geben Sie einen Namen ein.');
    expect(shownError(waveBox(1).getByLabelText('Anteil (%)'))).toBe('Bitte einen Anteil über 0 und höchstens 100 %.');
    expect(shownError(waveBox(2).getByLabelText('Fehler-Obergrenze %'))).toBe('Bitte eine Zahl von 0 bis 100.');
    expect(shownError(waveBox(2).getByLabelText('Filialen suchen'))).toBe('Bitte mindestens eine Filiale wählen.');
    expect(saves).toEqual([]);
  });

  it('keeps the pilot first and each name once', async () => {
    const { saves } = fakeServer();
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Vorschlag: Pilot, 5 %, 25 %, 100 %' }));
    // Moving would put the pilot second: refused.
    expect(waveBox(1).getByRole('button', { name: 'Welle 1 nach unten' })).toBeDisabled();
    expect(waveBox(2).getByRole('button', { name: 'Welle 2 nach oben' })).toBeDisabled();
    expect(waveBox(3).getByRole('button', { name: 'Welle 3 nach oben' })).toBeEnabled();
    await user.selectOptions(waveBox(3).getByLabelText('Filialen'), 'pilot');
    await user.clear(waveBox(4).getByLabelText('Name'));
    await user.type(waveBox(4).getByLabelText('Name'), ' pilot ');
    await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
    expect(await dialog.findByText('Bitte prüfen Sie die markierten Angaben.')).toBeInTheDocument();
    expect(shownError(waveBox(3).getByLabelText('Filialen'))).toBe('Nur die erste Welle kann die Pilot-Welle sein.');
    expect(shownError(waveBox(4).getByLabelText('Name'))).toBe('Diesen Namen hat schon eine frühere Welle.');
    expect(shownError(waveBox(1).getByLabelText('Name'))).toBeUndefined();
    expect(saves).toEqual([]);
  });

  it('takes named stores of the context and moves and removes waves', async () => {
    const { saves } = fakeServer();
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Welle hinzufügen' }));
    await user.selectOptions(waveBox(1).getByLabelText('Filialen'), 'stores');
    await user.type(waveBox(1).getByLabelText('Filialen suchen'), 'alt');
    await user.click(await waveBox(1).findByRole('checkbox', { name: '1002 – Altstadt' }));
    expect(waveBox(1).queryByRole('checkbox', { name: '1001 – Hafen' })).toBeNull();
    await user.click(waveBox(2).getByRole('button', { name: 'Welle 2 nach oben' }));
    expect(waveBox(1).getByLabelText('Name')).toHaveValue('Welle 2');
    await user.click(dialog.getByRole('button', { name: 'Welle hinzufügen' }));
    await user.click(waveBox(3).getByRole('button', { name: 'Welle 3 entfernen' }));
    await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const { waves } = saves[0] as { waves: { name: string; storeUids?: string[]; sharePercent?: number }[] };
    expect(waves.map((w) => [w.name, w.storeUids ?? w.sharePercent])).toEqual([
      ['Welle 2', 100],
      ['Welle 1', ['store-2']],
    ]);
  });

  it("shows the server's refusal and keeps the editor", async () => {
    fakeServer({ refuse: 'Das Update ist Aktiv und erreicht schon alle Filialen.' });
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Plan speichern' }));
    expect(await screen.findByText('Das Update ist Aktiv und erreicht schon alle Filialen.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Plan speichern' })).toBeInTheDocument();
  });

  it('shows a saved draft with its waves, starts it after asking, and links to the page', async () => {
    const { starts } = fakeServer({ rollout: rolloutDetail({ state: 'draft', currentWave: 0, waveName: null }) });
    const { user, dialog } = await openRolloutTab();
    expect(await dialog.findByText('Entwurf')).toBeInTheDocument();
    expect(dialog.getByRole('row', { name: /Welle 1: Pilot/ })).toHaveTextContent(
      'Pilot (Test/Labor-Ziele des Updates)',
    );
    expect(dialog.getByRole('link', { name: 'Auf der Seite „Rollouts“ öffnen' })).toHaveAttribute(
      'href',
      '/frontend/rollouts?contextId=NORDMARKT&uid=ro-1',
    );
    await user.click(dialog.getByRole('button', { name: 'Starten' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Rollout starten' }));
    // The pre-flight: each wave's reach, offline share, how it starts and what cannot be measured.
    expect(await ask.findByTestId('preflight-wave-1')).toHaveTextContent(
      /Welle 1: Pilot\s*2\s*6\s*16,7 %\s*startet mit „Starten“.*Nächster Tagesabschluss erfolgreich: in 1 von 2 Filialen nicht messbar \(ohne STORE-Instanz\)/,
    );
    expect(ask.getByTestId('preflight-wave-2')).toHaveTextContent('wartet auf Freigabe');
    expect(ask.getByTestId('preflight-earliest')).toHaveTextContent(formatDateTime('2026-12-02T19:30:00Z'));
    // Released only later: no start without 'Jetzt freigeben'.
    expect(
      ask.getByText(`Das Update ist erst ab ${formatDateTime('2026-12-02T06:00:00Z')} freigegeben`, { exact: false }),
    ).toBeInTheDocument();
    expect(ask.getByRole('button', { name: 'Starten' })).toBeDisabled();
    await user.click(ask.getByRole('checkbox', { name: /Jetzt freigeben/ }));
    await user.click(ask.getByRole('button', { name: 'Starten' }));
    await waitFor(() => expect(starts).toEqual([{ contextId: 'NORDMARKT', releaseNow: true }]));
  });

  it("edits a draft's waves from what was saved", async () => {
    const { saves } = fakeServer({ rollout: rolloutDetail({ state: 'draft', currentWave: 0 }) });
    const { user, dialog } = await openRolloutTab();
    await user.click(await dialog.findByRole('button', { name: 'Plan bearbeiten' }));
    expect(waveBox(1).getByLabelText('Filialen')).toHaveValue('pilot');
    expect(waveBox(2).getByLabelText('Anteil (%)')).toHaveValue(25);
    await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0] as { waves: unknown[] }).waves).toHaveLength(3);
  });

  it("keeps a filter wave's saved columns, joined with the columns of the filters set, not the user's", async () => {
    // The user's own choice of report columns: none of the saved filter's.
    localStorage.setItem('reports.cashpointreport.columns', JSON.stringify(['lastHeartbeat']));
    const filterWave = wave(2, {
      name: 'Kassen 3.1',
      selection: {
        name: 'Kassen 3.1',
        filter: { columns: ['tseServerVersion'], warningsOnly: true, filters: { cashpointVersion: '3.1' } },
        soakHours: 24,
        minSuccessPercent: 95,
        maxFailurePercent: 5,
        requireApproval: true,
      },
    });
    const draft = rolloutDetail({ state: 'draft', currentWave: 0 });
    const { saves } = fakeServer({ rollout: { ...draft, waves: [draft.waves[0]!, filterWave] } });
    try {
      const { user, dialog } = await openRolloutTab();
      await user.click(await dialog.findByRole('button', { name: 'Plan bearbeiten' }));
      expect(waveBox(2).getByLabelText('Filialen')).toHaveValue('filter');
      expect(waveBox(2).getByLabelText('Kassenversion')).toHaveValue('3.1');
      await user.type(waveBox(2).getByLabelText('Filiale'), '10');
      await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      const { waves } = saves[0] as { waves: { filter?: unknown }[] };
      expect(waves[1]!.filter).toEqual({
        columns: ['tseServerVersion', 'storeId', 'cashpointVersion'],
        warningsOnly: true,
        filters: { storeId: '10', cashpointVersion: '3.1' },
      });
    } finally {
      localStorage.removeItem('reports.cashpointreport.columns');
    }
  });

  it("a new filter wave takes the user's columns and the columns of its filters", async () => {
    localStorage.setItem('reports.cashpointreport.columns', JSON.stringify(['lastHeartbeat', 'osName']));
    const { saves } = fakeServer();
    try {
      const { user, dialog } = await openRolloutTab();
      await dialog.findByRole('button', { name: 'Plan speichern' });
      await user.selectOptions(waveBox(1).getByLabelText('Filialen'), 'filter');
      expect(waveBox(1).queryByLabelText('Kassenversion')).toBeNull();
      await user.type(waveBox(1).getByLabelText('Kasse'), '2');
      await user.click(dialog.getByRole('button', { name: 'Plan speichern' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      const { waves } = saves[0] as { waves: { filter?: unknown }[] };
      expect(waves[0]!.filter).toEqual({ columns: ['lastHeartbeat', 'osName', 'posId'], filters: { posId: '2' } });
    } finally {
      localStorage.removeItem('reports.cashpointreport.columns');
    }
  });

  it('offers no plan for an Aktiv update', async () => {
    fakeServer();
    server.use(
      http.get('/api/frontend/cashpoint-updates/detail', () => HttpResponse.json(detailOf({ ...top, status: 2 }))),
    );
    const { dialog } = await openRolloutTab();
    expect(await dialog.findByText(/Das Update ist Aktiv und erreicht schon alle Filialen/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Plan speichern' })).toBeNull();
  });
});
