import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailMessage, webhookBody } from './message';
import type { DueNotification } from '../repository/alertNotifications';

// A rollout alert's mail and webhook: they name the update and the wave or reason (no store), and
// the mail links to the rollout on the page 'Rollouts'.

const alert = (kind: string, detail: string, closedAt: number | null = null): DueNotification['alert'] => ({
  ...{ uid: 'a1', kind, subject: 'rollout:r0001', state: closedAt ? 'closed' : 'open', contextId: 1 },
  ...{ contextKey: 'NORDMARKT', contextName: 'Nordmarkt GmbH', storeId: null, storeName: null, posId: null },
  ...{ storeUid: null, cashpointUid: null },
  ...{ detail, openedAt: Date.parse('2026-06-10T08:00:00Z'), closedAt },
});
const options = { timeZone: 'Europe/Berlin', publicUrl: 'https://konsole.example' };
/** The mail of a rollout alert of the kind with this detail: its opening, or its closing at `closedAt`. */
const mailOf = (kind: string, detail: string, closedAt: number | null = null) =>
  mailMessage({ event: closedAt ? 'closed' : 'opened', alert: alert(kind, detail, closedAt) }, options);

describe('rollout alert messages', () => {
  it('mails a gate pause with the update, the reason and a link to the rollout', () => {
    const mail = mailOf('rolloutPaused', 'kasse-6.1.0.zip\nZu viele Fehler');
    assert.equal(
      mail.subject,
      '[Kassen-Konsole] Alarm: Rollout von kasse-6.1.0.zip automatisch angehalten (Nordmarkt GmbH)',
    );
    assert.match(mail.text, /^Alarm: Rollout von kasse-6\.1\.0\.zip automatisch angehalten\n/);
    assert.doesNotMatch(mail.text, /\nFiliale:/);
    assert.match(mail.text, /\nDetails: kasse-6\.1\.0\.zip: Zu viele Fehler\n/);
    assert.match(mail.text, /: https:\/\/konsole\.example\/frontend\/rollouts\?contextId=NORDMARKT&uid=r0001\n/);
  });

  it('mails the approval with the waiting wave, and the end of a finished rollout', () => {
    const waiting = mailOf('rolloutApproval', 'kasse-6.3.0.zip\nRegion Nord');
    assert.equal(
      waiting.subject,
      '[Kassen-Konsole] Alarm: Rollout von kasse-6.3.0.zip wartet auf Freigabe (Nordmarkt GmbH)',
    );
    assert.match(waiting.text, /\nDetails: kasse-6\.3\.0\.zip, nächste Welle: Region Nord\n/);
    const approved = mailOf('rolloutApproval', 'kasse-6.3.0.zip\nRegion Nord', Date.parse('2026-06-10T09:00:00Z'));
    assert.equal(
      approved.subject,
      '[Kassen-Konsole] Alarm beendet: Rollout von kasse-6.3.0.zip wartet auf Freigabe (Nordmarkt GmbH)',
    );
    const finished = mailOf('rolloutFinished', 'kasse-6.4.0.zip');
    assert.equal(
      finished.subject,
      '[Kassen-Konsole] Alarm: Rollout von kasse-6.4.0.zip abgeschlossen (Nordmarkt GmbH)',
    );
    assert.match(finished.text, /\nDetails: kasse-6\.4\.0\.zip\n/);
  });

  it('posts the rollout in the webhook body, without a store', () => {
    const body = JSON.parse(
      webhookBody({ event: 'opened', alert: alert('rolloutPaused', 'kasse-6.1.0.zip\nZu viele Fehler') }, 0),
    );
    assert.equal(body.alert.kind, 'rolloutPaused');
    assert.equal(body.alert.store, null);
    assert.equal(body.alert.register, null);
    assert.deepEqual(body.alert.rollout, { uid: 'r0001', update: 'kasse-6.1.0.zip' });
    assert.equal(body.alert.detail, 'kasse-6.1.0.zip\nZu viele Fehler');
  });
});
