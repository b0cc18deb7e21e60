import { after, before, describe } from 'node:test';
import { seedDemo } from '../demo/seed';
import { addContext, addStore, type StoreRows } from './alertsKit';
import { demo } from './demoAccounts';
import { setContextHashSecret } from './repository/contextRows';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from './webhookReceiverKit';
import { webhookSender } from '../webhooks/sender';

// The server, receiver and helpers the event webhooks' tests share: the demo fleet plus a context
// 'ALARM' with one store (for alerts and a store an agent registers), private addresses allowed
// (the receiver listens on 127.0.0.1), and the receiver as a process of its own.

export interface WebhooksFixture {
  server: TestServer;
  receiver: WebhookReceiver;
  admin: string;
  operator: string;
  approver: string;
  /** ALARM's store 501, with a store server and one register. */
  alarmStore: StoreRows;
  alarmId: number;
}

/** The secret the subscriptions of the tests sign with (at least 16 characters). */
export const secretOf = (key: string) => `geheimnis-${key.toLowerCase()}-0123456789`;

function helpersOf(f: WebhooksFixture) {
  const get = (url: string, cookie = f.admin) => f.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const post = (url: string, payload: unknown, cookie = f.admin) =>
    f.server.app.inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
  /** Saves a subscription and answers its uid. */
  const subscribe = async (contextId: string, events: string[], extra: Record<string, unknown> = {}) => {
    const form = { contextId, url: f.receiver.url, events, enabled: true, secret: secretOf(contextId), ...extra };
    const reply = await post('/api/frontend/webhooks/save', form);
    if (reply.statusCode !== 200) throw new Error(`save: ${reply.statusCode} ${reply.body}`);
    return reply.json().uid as string;
  };
  const deliveries = async (contextId: string, query = '') => {
    const reply = await get(`/api/frontend/webhooks/deliveries?contextId=${contextId}${query}`);
    if (reply.statusCode !== 200) throw new Error(`deliveries: ${reply.statusCode} ${reply.body}`);
    return reply.json() as { deliveries: Delivery[]; total: number };
  };
  /** One round of the sender, as the leader's job runs it. */
  const send = () => webhookSender(f.server.app).run();
  /** The events the receiver got (POSTs to the subscription's path), oldest first. */
  const events = async (): Promise<(ReceivedRequest & { event: Record<string, unknown> & { type: string } })[]> =>
    (await f.receiver.received())
      .filter((r) => r.path === '/hooks/konsole')
      .map((r) => ({ ...r, event: JSON.parse(r.body) as Record<string, unknown> & { type: string } }));
  return { get, post, subscribe, deliveries, send, events };
}

export interface Delivery {
  uid: string;
  webhookUid: string;
  url: string;
  eventId: string;
  eventType: string;
  state: string;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  detail: string | null;
  payload: Record<string, unknown>;
}

export type WebhooksTest = WebhooksFixture & ReturnType<typeof helpersOf>;

export function describeWebhooks(title: string, body: (test: WebhooksTest) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = {} as WebhooksFixture;
      const test = Object.assign(fixture, helpersOf(fixture));
      before(async () => {
        fixture.receiver = await startWebhookReceiver();
        fixture.server = await startTestServer(kind, {
          env: { ALERT_WEBHOOK_ALLOW_PRIVATE: 'true' },
          seed: async (db, dir, now) => {
            await seedDemo(db, dir, now);
            fixture.alarmId = await addContext(db, 'ALARM');
            await setContextHashSecret(db, fixture.alarmId, 'alarm-geheimnis');
            fixture.alarmStore = await addStore(db, fixture.alarmId, '501', { heartbeat: now }, [{ heartbeat: now }]);
          },
        });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        fixture.operator = await loginCookie(fixture.server.app, ...demo.operator);
        fixture.approver = await loginCookie(fixture.server.app, ...demo.approver);
      });
      after(async () => {
        await fixture.server.close();
        await fixture.receiver.stop();
      });
      body(test);
    });
  }
}
