// A stand-in for XMLHttpRequest in tests: the test drives upload progress, the reply and aborts
// by hand, which msw cannot (it answers at once and reports no upload progress).

import { File as NodeFile } from 'node:buffer';

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    const xhr = FakeXhr.instances[FakeXhr.instances.length - 1];
    if (!xhr) throw new Error('no XMLHttpRequest was sent');
    return xhr;
  }

  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | undefined;
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork(): void {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Replaces XMLHttpRequest for each test of the calling file. */
export function installFakeXhr(): typeof FakeXhr {
  let original: typeof XMLHttpRequest;
  beforeEach(() => {
    original = globalThis.XMLHttpRequest;
    FakeXhr.instances = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
  return FakeXhr;
}

/**
 * A file for upload tests. jest-fixed-jsdom gives Node's FormData but jsdom's File, and Node's
 * FormData refuses jsdom's Blobs; a browser has one of each, so Node's File stands in here.
 */
export function testFile(name: string, bytes = 100): File {
  return new NodeFile(['x'.repeat(bytes)], name, { type: 'application/zip' }) as unknown as File;
}
