import '@testing-library/jest-dom';
import './fastLabels';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// msw's server-sent-event support expects the web streams a browser has.
Object.assign(globalThis, {
  WritableStream: globalThis.WritableStream ?? WritableStream,
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});

// fetchBaseQuery builds `new Request('/api/...')`; Node's Request rejects relative URLs,
// a browser resolves them against the page, so do the same here.
const NativeRequest = globalThis.Request;
class RelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const resolved = typeof input === 'string' ? new URL(input, window.location.href).toString() : input;
    super(resolved, init);
  }
}
globalThis.Request = RelativeRequest as typeof Request;

// A test that faked the clock (testing/fakeClock.ts) leaves the next one real timers.
afterEach(() => jest.useRealTimers());
