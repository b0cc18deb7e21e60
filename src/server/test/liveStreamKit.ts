// A browser's EventSource, as far as the live stream's tests need it: opens the stream over HTTP,
// parses the events as they come, and waits for one or for the end.

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  /** The instance that answered (its X-Instance header). */
  instance: string | null;
  events: SseEvent[];
  /** Resolves when the server ended the stream (or `close` did). */
  ended: Promise<void>;
  readonly isEnded: boolean;
  /** The first event (from the start) that `match` accepts, within `ms`. */
  next(match: (event: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  close(): void;
}

function parse(block: string): SseEvent | undefined {
  const event: SseEvent = { event: 'message', data: '' };
  let any = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') event.data += value;
    else continue;
    any = true;
  }
  return any ? event : undefined;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const reply = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  let isEnded = false;
  const waiting = new Set<() => void>();
  const ended = (async () => {
    if (!reply.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = reply.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
        }
        for (const wake of waiting) wake();
      }
    } catch {
      // Aborted by `close`.
    } finally {
      isEnded = true;
      for (const wake of waiting) wake();
    }
  })();
  return {
    status: reply.status,
    instance: reply.headers.get('x-instance'),
    events,
    ended,
    get isEnded() {
      return isEnded;
    },
    next(match, ms = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find(match);
          if (found) return done(() => resolve(found));
          if (isEnded) return done(() => reject(new Error(`stream ended; events: ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no such event within ${ms} ms; events: ${JSON.stringify(events)}`))),
          ms,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiting.delete(look);
          settle();
        };
        waiting.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}
