import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';
import { secret, settingsForm } from '../../test/alertSettingsForm';

const saveUrl = '/api/frontend/alert-settings/save';
const form = settingsForm();
const rules = form.rules;
const quiet = form.quietHours;
const many = Array.from({ length: 21 }, (_, i) => `empfaenger${i}@nordmarkt.example`);

// Each form breaks one rule; the message is the German one the server sends, or undefined where the
// contract itself refuses the value (its own German message then).
const cases: [string, Record<string, unknown>, string | undefined][] = [
  [
    'an address that is none',
    { recipients: ['keine-adresse'] },
    '"keine-adresse" muss eine gültige E-Mailadresse sein',
  ],
  ['a blank address', { recipients: ['  '] }, '"  " ist keine gültige E-Mail-Adresse'],
  [
    'the same address twice',
    { recipients: ['it@nordmarkt.example', 'IT@nordmarkt.example'] },
    '"IT@nordmarkt.example" ist mehrfach als E-Mail-Empfänger eingetragen',
  ],
  ['more than 20 addresses', { recipients: many }, undefined],
  [
    'a webhook that is not http(s)',
    { webhookUrl: 'ftp://hooks.example/a' },
    'Die Webhook-URL muss eine gültige http- oder https-Adresse sein',
  ],
  [
    'a webhook that is no URL',
    { webhookUrl: 'kein link' },
    'Die Webhook-URL muss eine gültige http- oder https-Adresse sein',
  ],
  [
    'a webhook with credentials',
    { webhookUrl: 'https://nutzer:passwort@hooks.example/a' },
    'Die Webhook-URL darf keinen Benutzernamen und kein Passwort enthalten',
  ],
  ...[
    'http://127.0.0.1:8080/hook',
    'http://0x7f000001/',
    'http://[::1]/',
    'http://localhost/',
    'http://169.254.169.254/',
  ].map((webhookUrl): [string, Record<string, unknown>, string] => [
    `a webhook to the internal address ${webhookUrl}`,
    { webhookUrl },
    'Die Webhook-URL darf nicht auf localhost oder eine interne Adresse (z. B. 127.0.0.1, 10.x, 192.168.x) zeigen',
  ]),
  ['a webhook without any secret', { webhookSecret: null }, 'Für einen Webhook ist ein Webhook-Secret erforderlich'],
  ['a short secret', { webhookSecret: 'zu-kurz' }, '"Webhook-Secret" muss mindestens 16 Zeichen haben'],
  [
    'an unknown time zone',
    { quietHours: { ...quiet, timeZone: 'Mars/Olympus' } },
    '"Mars/Olympus" ist keine gültige Zeitzone (z. B. Europe/Berlin)',
  ],
  [
    'an offset for a time zone',
    { quietHours: { ...quiet, timeZone: '+01:00' } },
    '"+01:00" ist keine gültige Zeitzone (z. B. Europe/Berlin)',
  ],
  ['a quiet time that is no time', { quietHours: { ...quiet, from: '24:00' } }, undefined],
  ['a weekday out of range', { quietHours: { ...quiet, days: [7] } }, undefined],
  ['a weekday twice', { quietHours: { ...quiet, days: [1, 1] } }, undefined],
  [
    'offline registers without minutes',
    { rules: { ...rules, cashpointOffline: { enabled: true } } },
    '"Kasse offline: Minuten" muss eine ganze Zahl von 1 bis 1440 sein',
  ],
  [
    'a store down without minutes',
    { rules: { ...rules, storeDown: { enabled: true } } },
    '"Filiale ausgefallen: Minuten" muss eine ganze Zahl von 1 bis 1440 sein',
  ],
  [
    'offline registers after 0 minutes',
    { rules: { ...rules, cashpointOffline: { enabled: true, minutes: 0 } } },
    undefined,
  ],
  ['a whole day and more', { rules: { ...rules, cashpointOffline: { enabled: true, minutes: 1441 } } }, undefined],
  [
    'a day close without its time',
    { rules: { ...rules, dayCloseMissing: { enabled: false } } },
    '"Tagesabschluss fehlt: Uhrzeit" muss eine Uhrzeit im Format HH:MM sein',
  ],
  ["a day close at 8 o'clock", { rules: { ...rules, dayCloseMissing: { enabled: true, time: '8:00' } } }, undefined],
];

describeAlerts('alert settings checks', (t) => {
  const snapshot = async () => ({
    settings: await t.server.db.kysely.selectFrom('alertSettings').selectAll().execute(),
    entries: (await t.auditEntries('alertSettingsSaved')).length,
  });
  before(async () => {
    // Stored settings without a webhook (so without a secret): a rejected form must leave them.
    const reply = await t.post(t.admin, saveUrl, settingsForm({ webhookUrl: null, webhookSecret: null }));
    assert.equal(reply.statusCode, 200, reply.body);
  });

  for (const [title, over, message] of cases) {
    it(`refuses ${title} with 400 and changes nothing`, async () => {
      const stored = await snapshot();
      const reply = await t.post(t.admin, saveUrl, settingsForm(over));
      assert.equal(reply.statusCode, 400, reply.body);
      const body = reply.json() as { message: string };
      if (message === undefined) assert.match(body.message, /^Ungültige Anfrage/);
      else assert.deepEqual(body, { message });
      assert.equal(reply.body.includes(secret), false);
      assert.deepEqual(await snapshot(), stored);
    });
  }

  it('lists every problem of a form at once', async () => {
    const reply = await t.post(
      t.admin,
      saveUrl,
      settingsForm({ recipients: ['x'], webhookUrl: 'ftp://a.example', webhookSecret: 'kurz' }),
    );
    assert.deepEqual(reply.json().message.split('\n'), [
      '"x" muss eine gültige E-Mailadresse sein',
      'Die Webhook-URL muss eine gültige http- oder https-Adresse sein',
      '"Webhook-Secret" muss mindestens 16 Zeichen haben',
    ]);
  });

  it('accepts the same form once it is right', async () => {
    const reply = await t.post(t.admin, saveUrl, settingsForm({ quietHours: { ...quiet, timeZone: 'UTC' } }));
    assert.equal(reply.statusCode, 200, reply.body);
  });

  it('asks for a new secret when the webhook moves to another host, not when only its path changes', async () => {
    const moved = await t.post(
      t.admin,
      saveUrl,
      settingsForm({ webhookUrl: 'https://hooks.anderswo.example/alarme', webhookSecret: null }),
    );
    assert.equal(moved.statusCode, 400, moved.body);
    assert.deepEqual(moved.json(), {
      message:
        'Die Webhook-URL zeigt auf einen anderen Host: Bitte ein neues Webhook-Secret eingeben, damit das bisherige nicht an ihn geht',
    });
    const samePlace = settingsForm({ webhookUrl: 'https://hooks.nordmarkt.example/neu', webhookSecret: null });
    assert.equal((await t.post(t.admin, saveUrl, samePlace)).statusCode, 200);
    const withSecret = settingsForm({ webhookUrl: 'https://hooks.anderswo.example/alarme' });
    assert.equal((await t.post(t.admin, saveUrl, withSecret)).statusCode, 200);
  });
});
