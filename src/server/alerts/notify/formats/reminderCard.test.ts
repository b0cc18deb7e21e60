import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { teamsBody } from './index';

// A reminder or escalation in Teams is still an open alert: its card keeps the attention colour
// and says which it is, as its mail does (a card green like a closing would read as "all clear").

const alert = {
  uid: 'a-1003',
  kind: 'storeDown',
  state: 'open',
  contextKey: 'NORDMARKT',
  contextName: 'Nordmarkt GmbH',
  storeId: '1003',
  storeName: 'Hafen',
  posId: null,
  detail: null,
  subject: 'store:1003',
  openedAt: Date.UTC(2026, 5, 10, 8, 0),
  closedAt: null,
} as unknown as Parameters<typeof teamsBody>[0]['alert'];

function head(event: 'reminder' | 'escalated' | 'closed') {
  const body = teamsBody({ event, alert }, { timeZone: 'Europe/Berlin', publicUrl: undefined }) as {
    attachments: { content: { body: { text: string; color: string }[] } }[];
  };
  return body.attachments[0]!.content.body[0]!;
}

describe('Teams cards of reminders and escalations', () => {
  it('keep the attention colour and name themselves', () => {
    assert.deepEqual(
      { text: head('reminder').text, color: head('reminder').color },
      { text: 'Erinnerung: Alarm: Filiale 1003 ausgefallen', color: 'Attention' },
    );
    assert.equal(head('escalated').text, 'Eskalation: Alarm: Filiale 1003 ausgefallen');
    assert.equal(head('escalated').color, 'Attention');
    assert.equal(head('closed').color, 'Good');
  });
});
