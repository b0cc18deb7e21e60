import type { ServerResponse } from 'node:http';
import { kindOfObject } from './events';
import type { LiveSubscriber } from './hub';
import type { LiveRow } from './repository/liveEvents';
import { keepAliveText, unnumberedText } from './views';

/** A comment this often keeps proxies and load balancers from closing an idle stream. */
export const keepAliveMs = 20_000;
/**
 * A reader that lets this much pile up unsent is cut off, not buffered without limit: a browser
 * tab in the background reads on; a stalled one reconnects and resumes (or reloads).
 */
export const maxUnsentBytes = 1024 * 1024;

/** One browser's stream: server-sent events written to the response, comments to keep it open. */
export class LiveStream implements LiveSubscriber {
  private readonly keepAlive: NodeJS.Timeout;
  private ended = false;
  private readonly endListeners = new Set<() => void>();

  constructor(
    private readonly raw: ServerResponse,
    readonly contextId: number,
    private seesStoreServers: boolean,
  ) {
    this.keepAlive = setInterval(() => this.write(keepAliveText), keepAliveMs).unref();
    raw.on('close', () => this.end());
  }

  /** Who the stream's caller is now decides what it may see (checked again while it is open). */
  allowStoreServers(sees: boolean): void {
    this.seesStoreServers = sees;
  }

  /** Who sees the store servers and who does not: the only difference in what streams of a context read. */
  get audience(): string {
    return this.seesStoreServers ? 'all' : 'withoutStoreServers';
  }

  mayRead(row: LiveRow): boolean {
    return kindOfObject(row.object) !== 'storeAgent' || this.seesStoreServers;
  }

  sendEncoded(events: Buffer): void {
    this.write(events);
  }

  /** An event without an id (a `reload`): the client keeps the last id it had. */
  sendUnnumbered(kind: string, body: string): void {
    this.write(unnumberedText(kind, body));
  }

  get open(): boolean {
    return !this.ended;
  }

  onEnd(listener: () => void): void {
    if (this.ended) listener();
    else this.endListeners.add(listener);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.keepAlive);
    this.raw.end();
    for (const listener of this.endListeners) listener();
  }

  private write(data: string | Buffer): void {
    if (this.ended) return;
    if (this.raw.writableLength > maxUnsentBytes) return this.end();
    this.raw.write(data);
  }
}
