// jsdom has no EventSource; the live stream's tests install this one on globalThis and drive it:
// open it, send named events as the server's `event:`/`data:` lines would, fail it.
import { act } from '@testing-library/react';

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every source opened since `installFakeEventSource`, newest last. */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(kind: string, listener: (event: Event) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** A message as `event: <kind>` and `data: <JSON>`. */
  send(kind: string, data: unknown, id = '1') {
    act(() => {
      const message = new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: id });
      for (const listener of this.listeners.get(kind) ?? []) listener(message);
    });
  }

  /** A lost connection (the browser retries: CONNECTING) or a refused one (CLOSED: it gives up). */
  fail(readyState = FakeEventSource.CONNECTING) {
    act(() => {
      this.readyState = readyState;
      this.onerror?.(new Event('error'));
    });
  }
}

/** Installs the fake for one test file; returns the list of sources opened. */
export function installFakeEventSource() {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
  return { latest: () => FakeEventSource.opened.at(-1)! };
}
