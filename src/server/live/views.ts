import { kindOfObject } from './events';
import type { LiveRow } from './repository/liveEvents';

// The wire format of the stream (text/event-stream): an event is its id, its kind and its JSON, a
// blank line after; a line starting with a colon is a comment, which clients ignore.

export const eventText = (row: LiveRow): string =>
  `id: ${row.cursor}\nevent: ${kindOfObject(row.object)}\ndata: ${row.body}\n\n`;

/** An event without an id (a `reload`): the client keeps the last id it had. */
export const unnumberedText = (kind: string, body: string): string => `event: ${kind}\ndata: ${body}\n\n`;

export const keepAliveText = ': keep-alive\n\n';

/** How long a browser waits before it reconnects a lost stream. */
export const retryText = (ms: number): string => `retry: ${ms}\n\n`;
