import { principalOf } from '../../platform/principal';
import { contextOf, type Handlers } from '../../platform/types';
import { accessOf } from '../policy';
import { liveHub } from '../hub';
import { LiveStream } from '../stream';
import { retryText } from '../views';
import { accessWatch } from '../watch';

/** How long a browser waits before it reconnects a lost stream (the `retry` field of the protocol). */
const reconnectMs = 2000;

/** The live operations of the contract (operationId → function): HTTP only, each a thin call. */
export const liveHandlers = {
  async getLiveEvents(request, reply) {
    const app = request.server;
    const context = contextOf(request);
    const lastEventId = request.headers['last-event-id'];
    const resumeAfter = typeof lastEventId === 'string' ? lastEventId : undefined;
    const stream = new LiveStream(reply.raw, context.id, accessOf(principalOf(request), app).seesStoreServers);
    // The reply is the stream from here on: written by hand, never serialized, compressed or closed
    // by the framework. Its headers are the ones the hooks set (security headers, the instance).
    reply.hijack();
    const set = Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    );
    reply.raw.writeHead(200, {
      ...Object.fromEntries(set),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx passes the events on as they come instead of buffering them (deploy/nginx.conf says so too).
      'x-accel-buffering': 'no',
    });
    reply.raw.write(retryText(reconnectMs));
    accessWatch(app).add(request, context.id, stream);
    const hub = liveHub(app.db);
    stream.onEnd(() => hub.detach(stream));
    const outcome = await hub.attach(stream, resumeAfter);
    if (outcome === 'gap') stream.sendUnnumbered('reload', JSON.stringify({ kind: 'reload', contextId: context.key }));
    if (!stream.open) hub.detach(stream);
    return reply;
  },
} satisfies Partial<Handlers>;
