import { testFile, installFakeXhr } from '../../testing/fakeXhr';
import { uploadUpdateFile } from './uploadUpdate';

const Xhr = installFakeXhr();

function start(onProgress = jest.fn()) {
  const file = testFile('kasse-2.0.zip');
  const upload = uploadUpdateFile({
    base: 'store-updates',
    contextId: 'NORD MARKT',
    file,
    tag: '2.0',
    comment: 'Pilot',
    onProgress,
  });
  return { upload, onProgress, file };
}

describe('uploadUpdateFile', () => {
  it('posts the multipart fields to the base with the context and reports progress', async () => {
    const { upload, onProgress, file } = start();
    const xhr = Xhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/frontend/store-updates/uploadfile?contextId=NORD%20MARKT');
    expect([...xhr.body!.keys()]).toEqual(['tag', 'comment', 'uploadfile']);
    expect(xhr.body!.get('tag')).toBe('2.0');
    expect(xhr.body!.get('comment')).toBe('Pilot');
    expect((xhr.body!.get('uploadfile') as File).name).toBe(file.name);

    xhr.progress(25, 100);
    xhr.progress(999, 1000);
    expect(onProgress.mock.calls).toEqual([[25], [99]]);

    const syncfile = { uid: 's1', filename: 'kasse-2.0.zip' };
    xhr.respond(200, { syncfile });
    await expect(upload.done).resolves.toEqual({ kind: 'done', syncfile });
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('passes on the status and message of a refused upload', async () => {
    const { upload } = start();
    Xhr.last.respond(409, { message: 'Die Datei kasse-2.0.zip existiert bereits.' });
    await expect(upload.done).resolves.toEqual({
      kind: 'failed',
      status: 409,
      message: 'Die Datei kasse-2.0.zip existiert bereits.',
    });
  });

  it('copes with a reply that is not JSON and with a broken network', async () => {
    const first = start();
    Xhr.last.status = 413;
    Xhr.last.responseText = '<html>too large</html>';
    Xhr.last.onload?.(new ProgressEvent('load'));
    await expect(first.upload.done).resolves.toEqual({ kind: 'failed', status: 413, message: undefined });

    const second = start();
    Xhr.last.failNetwork();
    await expect(second.upload.done).resolves.toEqual({ kind: 'failed', status: 0, message: undefined });
  });

  it('aborts the request', async () => {
    const { upload } = start();
    upload.abort();
    expect(Xhr.last.aborted).toBe(true);
    await expect(upload.done).resolves.toEqual({ kind: 'aborted' });
  });
});
