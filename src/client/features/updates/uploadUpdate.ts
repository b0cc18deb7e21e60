import type { Syncfile } from '../../api/cashpoints';
import type { UpdatesBase } from './updatesApi';

// The upload goes through XMLHttpRequest, not RTK Query: fetch cannot report upload progress, and
// the operator must see the progress of a large file and be able to abort it.

export interface UploadRequest {
  base: UpdatesBase;
  contextId: string;
  file: File;
  tag: string;
  comment: string;
  /** Whole percent, 0 to 100. */
  onProgress(percent: number): void;
}

export type UploadOutcome =
  | { kind: 'done'; syncfile: Syncfile | undefined }
  /** `status` 0: no reply at all (network down). `message`: the server's `message`, if any. */
  | { kind: 'failed'; status: number; message: string | undefined }
  | { kind: 'aborted' };

export interface Upload {
  done: Promise<UploadOutcome>;
  abort(): void;
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function uploadUpdateFile({ base, contextId, file, tag, comment, onProgress }: UploadRequest): Upload {
  const form = new FormData();
  // The fields go before the file: the server streams the file to disk and must know them by then.
  form.append('tag', tag);
  form.append('comment', comment);
  form.append('uploadfile', file, file.name);

  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve({ kind: 'done', syncfile: body?.syncfile as Syncfile | undefined });
      } else {
        const message = typeof body?.message === 'string' ? body.message : undefined;
        resolve({ kind: 'failed', status: xhr.status, message });
      }
    };
    xhr.onerror = () => resolve({ kind: 'failed', status: 0, message: undefined });
    xhr.onabort = () => resolve({ kind: 'aborted' });
  });
  xhr.open('POST', `/api/frontend/${base}/uploadfile?contextId=${encodeURIComponent(contextId)}`);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
