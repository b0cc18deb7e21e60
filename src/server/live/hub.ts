import type { Db } from '../platform/db/connection';
import { listenFor, type NotificationListener } from '../platform/db/repository/notifications';
import { isAfter } from './cursor';
import { liveChannel, livePublisher } from './publisher';
import { currentCursor, isKept, liveEventsAfter, type LiveRow } from './repository/liveEvents';
import { eventText } from './views';

/** How often the hub looks for events of other instances when no notification came (SQLite, a lost one). */
export const livePollMs = 250;
/** Events read per statement. */
const readChunk = 1000;

/** An open stream: its context, whether it may see an event, and where its events go. */
export interface LiveSubscriber {
  contextId: number;
  /**
   * Streams of one context with the same audience may read the same events: a batch is selected
   * and encoded once for all of them, and the same bytes are written to each.
   */
  readonly audience: string;
  /** False once the stream ended. */
  readonly open: boolean;
  mayRead(row: LiveRow): boolean;
  /** The events of a batch this stream may read, as they go on the wire. */
  sendEncoded(events: Buffer): void;
}

/** The events of `rows` that `subscriber` may read, encoded once; undefined when there is none. */
function encodedFor(subscriber: LiveSubscriber, rows: readonly LiveRow[]): Buffer | undefined {
  let text = '';
  for (const row of rows) if (row.contextId === subscriber.contextId && subscriber.mayRead(row)) text += eventText(row);
  return text === '' ? undefined : Buffer.from(text);
}

/**
 * Reads the live events every instance writes, in order, and hands each to the streams of its
 * context on this instance. Reads only while a stream is open: on a notification (PostgreSQL), a
 * batch of this process's publisher, and every `livePollMs` as the safety net. Reads, attaches and
 * replays run one after the other, so a stream that resumes gets what it missed, then the rest,
 * without a gap or a repeat.
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private cursor: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readPending = false;
  private timer: NodeJS.Timeout | undefined;
  private listener: NotificationListener | undefined;
  private readonly stopHearing: () => void;
  private closed = false;
  /** Statements that read events, for the tests and the bench. */
  reads = 0;

  constructor(private readonly db: Db) {
    this.stopHearing = livePublisher(db).onFlushed(() => this.read());
  }

  get streams(): number {
    return this.subscribers.size;
  }

  /**
   * Adds a stream. With `resumeAfter` it first gets the events after that cursor; 'gap' when that
   * event is no longer kept (the stream then says `reload`), and it gets only what comes from now.
   */
  attach(subscriber: LiveSubscriber, resumeAfter: string | undefined): Promise<'resumed' | 'gap' | 'fresh'> {
    return this.serial(async () => {
      if (this.closed) return 'fresh';
      this.cursor ??= await currentCursor(this.db);
      let outcome: 'resumed' | 'gap' | 'fresh' = 'fresh';
      if (resumeAfter !== undefined) {
        if (await isKept(this.db, resumeAfter)) {
          outcome = 'resumed';
          await this.replay(subscriber, resumeAfter);
        } else outcome = 'gap';
      }
      this.subscribers.add(subscriber);
      this.start();
      return outcome;
    });
  }

  detach(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0) this.stop();
  }

  /** Reads what came since the last read (several wakes while one read runs are one more read). */
  read(): void {
    if (this.readPending || this.subscribers.size === 0 || this.closed) return;
    this.readPending = true;
    void this.serial(async () => {
      this.readPending = false;
      await this.readOnce();
    });
  }

  private async readOnce(): Promise<void> {
    if (this.cursor === undefined || this.subscribers.size === 0) return;
    for (;;) {
      // The last stream left while this read waited (the hub stopped and forgot where it stood).
      const from: string | undefined = this.cursor;
      if (from === undefined) return;
      this.reads += 1;
      const rows: LiveRow[] = await liveEventsAfter(this.db, from, readChunk).catch(() => []);
      // The last stream left during the read: the next first stream starts from where the fleet is then.
      if (this.cursor !== from) return;
      if (rows.length > 0) {
        this.cursor = rows[rows.length - 1]!.cursor;
        this.deliver(rows);
      }
      if (rows.length < readChunk) return;
    }
  }

  /**
   * One write per stream and batch, its bytes shared by the streams of one audience: with 1,000
   * streams, an event per stream and write was 1,000 strings and writes per event (issue 54's
   * bench: 115 changes/s took a core and 2 GB queued).
   */
  private deliver(rows: readonly LiveRow[]): void {
    const encoded = new Map<string, Buffer | undefined>();
    for (const subscriber of this.subscribers) {
      const key = `${subscriber.contextId}\u0000${subscriber.audience}`;
      if (!encoded.has(key)) encoded.set(key, encodedFor(subscriber, rows));
      const events = encoded.get(key);
      if (events) subscriber.sendEncoded(events);
    }
  }

  /** The events after `from` up to where the hub stands, to one stream. */
  private async replay(subscriber: LiveSubscriber, from: string): Promise<void> {
    let at = from;
    // A stream cut off meanwhile (it did not read what it was sent) is not read for any further.
    while (subscriber.open) {
      const read = await liveEventsAfter(this.db, at, readChunk);
      const rows = read.filter((row) => !isAfter(row.cursor, this.cursor!));
      const events = encodedFor(subscriber, rows);
      if (events) subscriber.sendEncoded(events);
      if (rows.length < read.length || read.length < readChunk) return;
      at = rows[rows.length - 1]!.cursor;
    }
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private start(): void {
    this.timer ??= setInterval(() => this.read(), livePollMs).unref();
    if (this.db.dialect === 'postgres' && !this.listener)
      this.listener = listenFor(this.db, liveChannel, { message: () => this.read(), gap: () => this.read() });
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    // The next first stream starts from where the fleet is then, not from here.
    this.cursor = undefined;
    const listener = this.listener;
    this.listener = undefined;
    void listener?.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopHearing();
    this.subscribers.clear();
    this.stop();
    await this.queue;
  }
}

const perDb = new WeakMap<Db, LiveHub>();

/** The one hub of a database in this process. */
export function liveHub(db: Db): LiveHub {
  let hub = perDb.get(db);
  if (!hub) perDb.set(db, (hub = new LiveHub(db)));
  return hub;
}

export async function closeLiveHub(db: Db): Promise<void> {
  await perDb.get(db)?.close();
}
