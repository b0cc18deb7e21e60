import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { instanceJobs } from '../../jobs';
import { startSmtpSink } from '../../test/alertReceivers';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { accountId, insertTestToken, remindedDaysOf } from '../../test/serviceAccountsKit';
import { dueStage, tokenReminders } from '../reminders';

const day = 86_400_000;
const hour = 3_600_000;

describe('the reminder due for a token', () => {
  const now = 1_800_000_000_000;
  const token = (expiresInDays: number, createdDaysAgo: number, remindedDays: number | null = null) => ({
    expiresAt: now + expiresInDays * day,
    createdAt: now - createdDaysAgo * day,
    remindedDays,
  });
  it('is the latest stage whose day has come, once, and none a token was created within', () => {
    const cases: [ReturnType<typeof token>, number | undefined][] = [
      [token(14.01, 100), undefined],
      [token(14, 100), 14],
      [token(13, 100, 14), undefined],
      [token(3, 100, 14), 3],
      [token(2, 100), 3],
      [token(2, 100, 3), undefined],
      [token(0, 100), undefined],
      [token(-1, 100), undefined],
      [token(10, 1), undefined],
      [token(3, 8), 3],
      [token(3, 0), undefined],
    ];
    for (const [t, expected] of cases) assert.equal(dueStage(t, now), expected, JSON.stringify(t));
  });
});

for (const kind of databaseKinds) {
  describe(`token expiry reminders on ${kind}`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let reminders: ReturnType<typeof tokenReminders>;
    let start: number;
    const tokens = {} as Record<'personal' | 'service' | 'revoked' | 'never' | 'noMail' | 'orphan' | 'late', number>;
    const prefixes = {} as Record<keyof typeof tokens, string>;
    const at = (ms: number) => (server.clock.now = start + ms);

    before(async () => {
      smtp = await startSmtpSink();
      server = await startTestServer(kind, {
        env: { SMTP_URL: smtp.url, ALERT_FROM: 'konsole@kasse.example', PUBLIC_URL: 'https://konsole.example' },
        seed: (db, dir, now) => seedDemo(db, dir, now),
      });
      reminders = tokenReminders(server.app);
      start = server.clock.now;
      const { db } = server;
      const operator = await accountId(db, 'operator');
      const viewer = await accountId(db, 'viewer');
      const nightly = await accountId(db, 'nightly-export');
      // Nobody to write to: the viewer has no address, and this service account no owner.
      await db.kysely.updateTable('users').set({ email: null }).where('id', '=', viewer).execute();
      const orphanAccount = await db.kysely
        .insertInto('users')
        .values({
          uid: 'orphan-account',
          kind: 'service',
          login: 'orphan',
          lastName: 'orphan',
          firstName: '',
          email: null,
          passwordHash: '',
          purpose: 'Ohne Verantwortliche',
          ownerUserId: null,
          roleId: (await db.kysely.selectFrom('roles').select('id').executeTakeFirstOrThrow()).id,
          allContextsVisible: 1,
          twoFactorEnabled: 0,
          twoFactorSeed: null,
          twoFactorLastStep: null,
          columnFilters: '[]',
          columnWidths: '[]',
          createdAt: start,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const made = start - 100 * day;
      const add = async (name: keyof typeof tokens, token: Parameters<typeof insertTestToken>[1]) => {
        const { id, prefix } = await insertTestToken(db, { name: `Token ${name}`, ...token });
        tokens[name] = id;
        prefixes[name] = prefix;
      };
      await add('personal', { holderUserId: operator, createdAt: made, expiresAt: start + 20 * day });
      await add('service', { holderUserId: nightly, createdAt: made, expiresAt: start + 20 * day });
      await add('revoked', { holderUserId: operator, createdAt: made, expiresAt: start + 20 * day, revokedAt: made });
      await add('never', { holderUserId: nightly, createdAt: made, expiresAt: null });
      await add('noMail', { holderUserId: viewer, createdAt: made, expiresAt: start + 20 * day });
      await add('orphan', { holderUserId: orphanAccount.id, createdAt: made, expiresAt: start + 20 * day });
      // Made for 12 days: no reminder that it expires within 14, only the one 3 days before.
      await add('late', { holderUserId: operator, createdAt: start, expiresAt: start + 12 * day });
    });
    after(async () => {
      reminders.close();
      await server.close();
      await smtp.close();
    });

    const subjects = () => smtp.mails.map((m) => `${m.to.join(',')} ${m.subject}`).sort();
    const marks = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tokens).map(async ([name, id]) => [name, await remindedDaysOf(server.db, id)] as const),
        ),
      );

    it('sends nothing while every token is further than 14 days from its expiry', async () => {
      // The job of jobs.ts runs a round as it starts.
      const job = instanceJobs(server.app).find((j) => j.name === 'token-reminders')!;
      const stop = await job.start();
      await stop();
      assert.deepEqual(await reminders.run(), { sent: 0, unaddressed: 0, failed: 0 });
      assert.deepEqual(smtp.mails, []);
    });

    it('reminds 14 days before, once, the user of a personal token and the owner of a service account', async () => {
      at(6 * day + hour);
      assert.deepEqual(await reminders.run(), { sent: 2, unaddressed: 2, failed: 0 });
      assert.deepEqual(subjects(), [
        'admin@kassen-konsole.example [Kassen-Konsole] API-Token „Token service“ läuft in 14 Tagen ab',
        'operator@kassen-konsole.example [Kassen-Konsole] API-Token „Token personal“ läuft in 14 Tagen ab',
      ]);
      const service = smtp.mails.find((m) => m.subject.includes('Token service'))!;
      assert.equal(service.from, 'konsole@kasse.example');
      assert.match(
        service.text,
        new RegExp(`Das API-Token „Token service“ \\(${prefixes.service}\\) läuft in 14 Tagen ab`),
      );
      assert.match(service.text, /Inhaber: Servicekonto nightly-export/);
      assert.match(service.text, /https:\/\/konsole\.example\/frontend\/users/);
      const personal = smtp.mails.find((m) => m.subject.includes('Token personal'))!;
      assert.match(personal.text, /Inhaber: Ihr persönliches Token \(operator\)/);
      assert.match(personal.text, /https:\/\/konsole\.example\/frontend\/profile/);
      // Those nobody can get are marked all the same, and logged by their prefix.
      for (const name of ['noMail', 'orphan'] as const) {
        assert.ok(
          server.logs.some((line) => line.includes('nobody to remind') && line.includes(prefixes[name])),
          name,
        );
      }
      assert.deepEqual(await marks(), {
        personal: 14,
        service: 14,
        revoked: null,
        never: null,
        noMail: 14,
        orphan: 14,
        late: null,
      });

      at(7 * day);
      assert.deepEqual(await reminders.run(), { sent: 0, unaddressed: 0, failed: 0 });
      assert.equal(smtp.mails.length, 2);
    });

    it('reminds 3 days before a token made within the last 14 days, without the 14-day reminder', async () => {
      at(9 * day + hour);
      assert.deepEqual(await reminders.run(), { sent: 1, unaddressed: 0, failed: 0 });
      assert.equal(smtp.mails[2]!.subject, '[Kassen-Konsole] API-Token „Token late“ läuft in 3 Tagen ab');
      assert.deepEqual(smtp.mails[2]!.to, ['operator@kassen-konsole.example']);
    });

    it('reminds 3 days before, once, and tries a failed mail again in the next round', async () => {
      at(17 * day + hour);
      smtp.state.refusing = true;
      assert.deepEqual(await reminders.run(), { sent: 0, unaddressed: 2, failed: 2 });
      assert.equal(await remindedDaysOf(server.db, tokens.personal), 14);
      smtp.state.refusing = false;

      at(17 * day + 2 * hour);
      assert.deepEqual(await reminders.run(), { sent: 2, unaddressed: 0, failed: 0 });
      const late = smtp.mails
        .slice(3)
        .map((m) => `${m.to.join(',')} ${m.subject}`)
        .sort();
      assert.deepEqual(late, [
        'admin@kassen-konsole.example [Kassen-Konsole] API-Token „Token service“ läuft in 3 Tagen ab',
        'operator@kassen-konsole.example [Kassen-Konsole] API-Token „Token personal“ läuft in 3 Tagen ab',
      ]);

      at(19 * day);
      assert.deepEqual(await reminders.run(), { sent: 0, unaddressed: 0, failed: 0 });
      at(25 * day);
      assert.deepEqual(await reminders.run(), { sent: 0, unaddressed: 0, failed: 0 });
      assert.equal(smtp.mails.length, 5);
      // Never the revoked token nor the one without an expiry.
      assert.equal(
        smtp.mails.some((m) => m.subject.includes('Token revoked') || m.subject.includes('Token never')),
        false,
      );
      assert.deepEqual(await marks(), {
        personal: 3,
        service: 3,
        revoked: null,
        never: null,
        noMail: 3,
        orphan: 3,
        late: 3,
      });
    });
  });
}
