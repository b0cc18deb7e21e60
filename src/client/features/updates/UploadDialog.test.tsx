import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toasts } from '../../components/Toasts';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { installFakeXhr, testFile } from '../../testing/fakeXhr';
import { syncfile, threeUpdates } from '../../testing/updatesKit';
import { CashpointUpdatesPage } from './UpdatesPages';

const server = setupMswServer();
const Xhr = installFakeXhr();

/** The page whose list gains the uploaded file on top once the upload is through. */
function renderPage() {
  const uploaded = syncfile({ filename: 'kasse-4.0.zip', orderKey: 4, tag: '4.0' });
  const state = { uploaded: false, lists: 0 };
  server.use(
    http.get('/api/frontend/cashpoint-updates', () => {
      state.lists += 1;
      const active = threeUpdates.filter((s) => !s.archived);
      return HttpResponse.json({ syncfiles: state.uploaded ? [uploaded, ...active] : active });
    }),
  );
  const view = renderAt(
    <>
      <CashpointUpdatesPage />
      <Toasts />
    </>,
    '/frontend/cashpoint-updates?contextId=NORDMARKT',
  );
  return { ...view, state };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('cell', { name: 'kasse-3.0.zip' });
  await user.click(screen.getByRole('button', { name: 'Neues Update' }));
  return screen.findByRole('dialog', { name: 'Neues Update' });
}

describe('UploadDialog', () => {
  it('names a missing file and tag, and checks the input before sending anything', async () => {
    renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog).findByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte Upload-Datei auswählen')).toBeInTheDocument();
    expect(within(dialog).getByText('"Tag" ist ein Pflichtfeld')).toBeInTheDocument();
    expect(Xhr.instances).toHaveLength(0);
  });

  it('limits the tag to 50 and the comment to 255 characters', async () => {
    renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Upload-Datei'), testFile('kasse-4.0.zip'));
    await user.click(within(dialog).getByLabelText('Tag'));
    await user.paste('t'.repeat(51));
    await user.click(within(dialog).getByLabelText('Kommentar'));
    await user.paste('k'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog).findByText('"Tag" darf maximal 50 Zeichen haben')).toBeInTheDocument();
    expect(within(dialog).getByText('"Kommentar" darf maximal 255 Zeichen haben')).toBeInTheDocument();
    expect(within(dialog).getByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bitte Upload-Datei auswählen')).not.toBeInTheDocument();
    expect(Xhr.instances).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Tag'));
    await user.click(within(dialog).getByLabelText('Tag'));
    await user.paste('t'.repeat(50));
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await waitFor(() => expect(within(dialog).queryByText('Prüfen Sie Ihre Eingaben.')).not.toBeInTheDocument());
  });

  it('shows the progress, aborts on Abbrechen and keeps the dialog for another try', async () => {
    renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Upload-Datei'), testFile('kasse-4.0.zip'));
    await user.type(within(dialog).getByLabelText('Tag'), '4.0');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));

    await waitFor(() => expect(Xhr.instances).toHaveLength(1));
    expect(Xhr.last.url).toBe('/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT');
    expect(Xhr.last.body?.get('tag')).toBe('4.0');
    const bar = within(dialog).getByRole('progressbar', { name: 'Upload-Fortschritt' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => Xhr.last.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40 %');
    expect(within(dialog).getByLabelText('Tag')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Hochladen' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(Xhr.last.aborted).toBe(true);
    expect(await within(dialog).findByText('Das Hochladen wurde abgebrochen.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tag')).toHaveValue('4.0');
  });

  it('closes after the upload, reports it and shows the new update on top', async () => {
    const { state } = renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Upload-Datei'), testFile('kasse-4.0.zip'));
    await user.type(within(dialog).getByLabelText('Tag'), '4.0');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Neue Kasse');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(Xhr.instances).toHaveLength(1));
    expect(Xhr.last.body?.get('comment')).toBe('Neue Kasse');
    expect((Xhr.last.body?.get('uploadfile') as File).name).toBe('kasse-4.0.zip');

    state.uploaded = true;
    act(() => Xhr.last.respond(200, { syncfile: { filename: 'kasse-4.0.zip' } }));
    expect(await screen.findByText('Update wurde erfolgreich hochgeladen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('kasse-4.0.zip'));
    expect(state.lists).toBe(2);
  });

  it.each([
    [409, 'Die Datei kasse-3.0.zip existiert bereits.'],
    [413, 'Die Datei ist größer als erlaubt.'],
  ])('shows the server message of a %i and keeps the dialog open', async (status, message) => {
    renderPage();
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Upload-Datei'), testFile('kasse-3.0.zip'));
    await user.type(within(dialog).getByLabelText('Tag'), '3.0');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(Xhr.instances).toHaveLength(1));
    act(() => Xhr.last.respond(status, { message }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Hochladen' })).toBeEnabled();
  });
});
