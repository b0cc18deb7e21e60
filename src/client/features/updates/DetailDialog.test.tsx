import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { RolloutState, RolloutSummary } from '../../api/rollouts';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { rolloutSummary } from '../../testing/rolloutsKit';
import { detailOf, threeUpdates } from '../../testing/updatesKit';
import { CashpointUpdatesPage, StoreUpdatesPage } from './UpdatesPages';

const server = setupMswServer();

// The open calendar watches its size (floating-ui); jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
const top = threeUpdates[0]!;

function fakeServer(
  base = 'cashpoint-updates',
  waitingForWindow = { stores: 0, targets: 0 },
  rollouts: RolloutSummary[] = [],
) {
  const calls = { lists: 0, saves: [] as { search: string; body: Record<string, unknown> }[] };
  server.use(
    http.get('/api/frontend/rollouts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect(Object.fromEntries(query)).toEqual({ contextId: 'NORDMARKT', updateUid: top.uid });
      return HttpResponse.json({ rollouts });
    }),
    http.get(`/api/frontend/${base}`, () => {
      calls.lists += 1;
      return HttpResponse.json({ syncfiles: threeUpdates.filter((s) => !s.archived) });
    }),
    http.get(`/api/frontend/${base}/detail`, ({ request }) => {
      const filename = new URL(request.url).searchParams.get('filename');
      const file = threeUpdates.find((s) => s.filename === filename)!;
      const detail = detailOf(file, waitingForWindow);
      if (base === 'store-updates') for (const s of detail.stores) s.cashpoints = [];
      return HttpResponse.json(detail);
    }),
    http.post(`/api/frontend/${base}/save`, async ({ request }) => {
      calls.saves.push({
        search: new URL(request.url).search,
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

async function openDetail(element = <CashpointUpdatesPage />, base = 'cashpoint-updates', session = sessionFixture) {
  const user = userEvent.setup();
  const { store } = renderAt(
    <>
      {element}
      <Toasts />
    </>,
    `/frontend/${base}?contextId=NORDMARKT`,
    session,
  );
  await user.click(await screen.findByRole('button', { name: `Details von ${top.filename} öffnen` }));
  const dialog = await screen.findByRole('dialog', { name: `Update ${top.filename}` });
  await within(dialog).findByLabelText('Status');
  return { user, dialog, store };
}

describe('DetailDialog', () => {
  it('counts the targets waiting for their update window', async () => {
    fakeServer('cashpoint-updates', { stores: 3, targets: 12 });
    const { dialog } = await openDetail();
    expect(within(dialog).getByText('12 Kassen in 3 Filialen warten auf ihr Update-Fenster')).toBeInTheDocument();
  });

  it('says nothing of update windows while no target waits', async () => {
    fakeServer();
    const { dialog } = await openDetail();
    expect(within(dialog).queryByText(/Update-Fenster/)).toBeNull();
  });

  it('starts from the server values and derives store and Alle boxes from the registers', async () => {
    fakeServer();
    const { user, dialog } = await openDetail();
    const d = within(dialog);
    expect(d.getByLabelText('Status')).toHaveDisplayValue('Test/Labor');
    expect(d.getByLabelText('Tag')).toHaveValue('3.0');
    expect(d.getByLabelText('Kommentar')).toHaveValue('Pilot');
    expect(d.getByLabelText('Freigabezeitpunkt')).toHaveValue(format(new Date(top.releaseDate!), 'dd.MM.yyyy HH:mm'));

    const all = d.getByLabelText('Alle');
    const hafen = d.getByLabelText('Filiale 1 – Hafen');
    const altstadt = d.getByLabelText('Filiale 2 – Altstadt');
    expect(all).toBePartiallyChecked();
    expect(hafen).toBePartiallyChecked();
    expect(altstadt).not.toBeChecked();
    // Closed stores do not render their registers.
    expect(d.queryByLabelText('Kasse 2')).not.toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Filiale 1 – Hafen aufklappen' }));
    expect(d.getByRole('button', { name: 'Filiale 1 – Hafen zuklappen' })).toHaveAttribute('aria-expanded', 'true');
    expect(d.getByLabelText('Kasse 1')).toBeChecked();
    await user.click(d.getByLabelText('Kasse 2'));
    expect(hafen).toBeChecked();
    expect(all).toBePartiallyChecked();

    await user.click(altstadt);
    expect(altstadt).toBeChecked();
    expect(all).toBeChecked();

    await user.click(all);
    expect(all).not.toBeChecked();
    expect(hafen).not.toBeChecked();
    expect(d.getByLabelText('Kasse 1')).not.toBeChecked();
    await user.click(all);
    expect(all).toBeChecked();
    expect(altstadt).toBeChecked();

    await user.click(d.getByLabelText('Kasse 1'));
    expect(hafen).toBePartiallyChecked();
    expect(all).toBePartiallyChecked();
    await user.click(hafen);
    expect(hafen).toBeChecked();
  });

  it('saves status, release time, tag, comment and the checked registers', async () => {
    const calls = fakeServer();
    const { user, dialog } = await openDetail();
    const d = within(dialog);
    await user.selectOptions(d.getByLabelText('Status'), 'Aktiv');
    await user.click(d.getByRole('button', { name: 'Morgen' }));
    const expected = addDays(new Date(), 1);
    expect(d.getByLabelText('Freigabezeitpunkt')).toHaveValue(format(expected, 'dd.MM.yyyy HH:mm'));
    await user.clear(d.getByLabelText('Tag'));
    await user.type(d.getByLabelText('Tag'), '3.0.1');
    await user.click(d.getByLabelText('Filiale 2 – Altstadt'));
    await user.click(d.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Daten aktualisiert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.saves).toHaveLength(1);
    const [save] = calls.saves;
    expect(save!.search).toBe('?contextId=NORDMARKT&filename=kasse-3.0.zip');
    expect(save!.body).toEqual({
      status: 2,
      releaseDate: expect.any(String),
      tag: '3.0.1',
      comment: 'Pilot',
      checkedUids: ['cp-1-1', 'cp-2-1'],
    });
    const sent = new Date(save!.body.releaseDate as string);
    expect(Math.abs(sent.getTime() - expected.getTime())).toBeLessThan(60_000);
    expect(sent.getSeconds()).toBe(0);
    await waitFor(() => expect(calls.lists).toBe(2));
  });

  it('sets Heute to now and clears the release time to null, by button or keyboard', async () => {
    const calls = fakeServer();
    const { user, dialog } = await openDetail();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Heute' }));
    expect(d.getByLabelText('Freigabezeitpunkt')).toHaveValue(format(new Date(), 'dd.MM.yyyy HH:mm'));
    await user.click(d.getByRole('button', { name: 'Freigabezeitpunkt leeren' }));
    expect(d.getByLabelText('Freigabezeitpunkt')).toHaveValue('');
    // The clear button is out of the tab order; with the keyboard the text is simply deleted.
    await user.click(d.getByRole('button', { name: 'Morgen' }));
    await user.click(d.getByLabelText('Freigabezeitpunkt'));
    await user.keyboard('{Control>}a{/Control}{Backspace}{Escape}');
    expect(d.getByLabelText('Freigabezeitpunkt')).toHaveValue('');
    await user.click(d.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]!.body.releaseDate).toBeNull();
  });

  it('refuses a 51-character tag and a 256-character comment', async () => {
    const calls = fakeServer();
    const { user, dialog } = await openDetail();
    const d = within(dialog);
    await user.clear(d.getByLabelText('Tag'));
    await user.click(d.getByLabelText('Tag'));
    await user.paste('t'.repeat(51));
    await user.clear(d.getByLabelText('Kommentar'));
    await user.paste('k'.repeat(256));
    await user.click(d.getByRole('button', { name: 'Speichern' }));
    expect(await d.findByText('"Tag" darf maximal 50 Zeichen haben')).toBeInTheDocument();
    expect(d.getByText('"Kommentar" darf maximal 255 Zeichen haben')).toBeInTheDocument();
    expect(d.getByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    await user.clear(d.getByLabelText('Tag'));
    expect(await d.findByText('"Tag" ist ein Pflichtfeld')).toBeInTheDocument();
    expect(calls.saves).toEqual([]);
  });

  it('checks store agents for store updates', async () => {
    const calls = fakeServer('store-updates');
    const { user, dialog } = await openDetail(<StoreUpdatesPage />, 'store-updates');
    const d = within(dialog);
    expect(d.queryByRole('button', { name: /aufklappen/ })).not.toBeInTheDocument();
    expect(d.getByLabelText('Filiale 1 – Hafen')).toBeChecked();
    expect(d.getByLabelText('Alle')).toBePartiallyChecked();
    await user.click(d.getByLabelText('Alle'));
    expect(d.getByLabelText('Filiale 2 – Altstadt')).toBeChecked();
    await user.click(d.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]!.body.checkedUids).toEqual(['store-1', 'store-2']);
  });

  it.each<RolloutState>(['draft', 'running', 'waitingForApproval', 'paused'])(
    'leaves the status to a rollout that is %s, saying so, and saves the rest',
    async (state) => {
      const calls = fakeServer(undefined, undefined, [rolloutSummary({ updateUid: top.uid, state })]);
      const { user, dialog } = await openDetail();
      const d = within(dialog);
      await waitFor(() => expect(d.getByLabelText('Status')).toBeDisabled());
      expect(d.getByLabelText('Status')).toHaveAccessibleDescription(
        'Den Status steuert der Rollout (Reiter Rollout).',
      );
      await user.clear(d.getByLabelText('Tag'));
      await user.type(d.getByLabelText('Tag'), 'pilot');
      await user.click(d.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(calls.saves).toHaveLength(1));
      expect(calls.saves[0]!.body).toMatchObject({ status: top.status, tag: 'pilot' });
    },
  );

  it.each<RolloutState>(['finished', 'cancelled'])('lets the status be changed after a rollout %s', async (state) => {
    fakeServer(undefined, undefined, [rolloutSummary({ updateUid: top.uid, state })]);
    const { dialog, store } = await openDetail();
    const d = within(dialog);
    // The rollouts' answer is in: the field stays enabled after it, not only before.
    const answered = () =>
      Object.values(store.getState().api.queries).some(
        (q) => q?.endpointName === 'getRollouts' && q.status === 'fulfilled',
      );
    await waitFor(() => expect(answered()).toBe(true));
    expect(d.getByLabelText('Status')).toBeEnabled();
    expect(d.queryByText('Den Status steuert der Rollout (Reiter Rollout).')).toBeNull();
  });

  it('lets a user without UPDATES_CHANGE look but not change', async () => {
    fakeServer();
    const { user, dialog } = await openDetail(<CashpointUpdatesPage />, 'cashpoint-updates', {
      ...sessionFixture,
      rights: [],
    });
    const d = within(dialog);
    expect(d.getByText('Sie dürfen dieses Update nur ansehen.')).toBeInTheDocument();
    expect(d.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(d.getByLabelText('Tag')).toBeDisabled();
    expect(d.getByLabelText('Alle')).toBeDisabled();
    await user.click(d.getByRole('button', { name: 'Filiale 1 – Hafen aufklappen' }));
    expect(d.getByLabelText('Kasse 2')).toBeDisabled();
    const [, footerClose] = d.getAllByRole('button', { name: 'Schließen' });
    await user.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
