import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formattedSummaryBody } from './summary';
import type { SummaryGroup } from '../summaryMessage';

// A mass outage's summary in Slack's and Teams' formats: the summary mail's head, one line per
// store, and a button to the context's alerts (the single alerts' formats are in formats.test.ts).

const openedAt = Date.UTC(2026, 5, 10, 8, 0);
const group = (['1003', '1001'] as const).map((storeId) => ({
  event: 'opened',
  alert: {
    uid: `a-${storeId}`,
    kind: 'storeDown',
    state: 'open',
    contextKey: 'NORDMARKT',
    contextName: 'Nordmarkt <GmbH>',
    storeId,
    storeName: 'Markt',
    posId: null,
    detail: null,
    subject: `store:${storeId}`,
    openedAt,
    closedAt: null,
  },
})) as unknown as SummaryGroup;
const options = { timeZone: 'Europe/Berlin', publicUrl: 'https://konsole.example/', storeCount: 20 };

describe('mass outage summaries in chat formats', () => {
  it('gives Slack the head, the stores in order, escaped, and a button to the context alerts', () => {
    const body = JSON.parse(formattedSummaryBody('slack', group, openedAt, options)) as {
      text: string;
      blocks: { type: string; text?: { text: string }; elements?: { url: string }[] }[];
    };
    assert.equal(body.text, 'Alarm: 2 Filialen offline in NORDMARKT');
    assert.deepEqual(
      body.blocks.map((b) => b.type),
      ['header', 'section', 'actions'],
    );
    assert.equal(
      body.blocks[1]!.text!.text,
      [
        'Kontext: Nordmarkt &lt;GmbH&gt; (NORDMARKT)',
        '2 Filialen sind ausgefallen (10 % des Kontexts):',
        '- Filiale 1001 Markt, seit 10.06.2026, 10:00',
        '- Filiale 1003 Markt, seit 10.06.2026, 10:00',
      ].join('\n'),
    );
    assert.equal(body.blocks[2]!.elements![0]!.url, 'https://konsole.example/frontend/alerts?contextId=NORDMARKT');
  });

  it('gives Teams one Adaptive Card, green for the closings', () => {
    const closed = group.map((g) => ({
      event: 'closed',
      alert: { ...g.alert, state: 'closed', closedAt: openedAt + 600_000 },
    }));
    const body = JSON.parse(formattedSummaryBody('teams', closed as SummaryGroup, openedAt, options)) as {
      attachments: { content: { body: { text: string; color?: string }[]; actions: { url: string }[] } }[];
    };
    const card = body.attachments[0]!.content;
    assert.equal(card.body[0]!.text, 'Alarm beendet: 2 Filialen wieder online in NORDMARKT');
    assert.equal(card.body[0]!.color, 'Good');
    assert.equal(card.body.length, 5, 'head, context, count and one line per store');
    assert.equal(card.actions[0]!.url, 'https://konsole.example/frontend/alerts?contextId=NORDMARKT');
  });

  it('keeps the signed JSON summary for signedJson', () => {
    const body = JSON.parse(formattedSummaryBody('signedJson', group, openedAt, options)) as {
      summary: { count: number };
    };
    assert.equal(body.summary.count, 2);
  });
});
