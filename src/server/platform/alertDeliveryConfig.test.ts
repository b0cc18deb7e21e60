import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loadConfig } from './config';
import { smtpOptions } from './mail/smtpMailer';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/console-config-test', ...env }).alertDelivery;

it('reads the alert delivery settings, none by default', () => {
  assert.deepEqual(config({}), {
    smtpUrl: undefined,
    from: undefined,
    publicUrl: undefined,
    sendSeconds: 10,
    allowPrivateWebhooks: false,
  });
  assert.deepEqual(
    config({
      SMTP_URL: 'smtps://alarm:geheim@mail.example:465',
      ALERT_FROM: 'Kassen-Konsole <alarm@kasse.example>',
      PUBLIC_URL: 'https://konsole.example/',
      ALERT_SEND_SECONDS: '30',
      ALERT_WEBHOOK_ALLOW_PRIVATE: 'true',
    }),
    {
      smtpUrl: 'smtps://alarm:geheim@mail.example:465',
      from: 'Kassen-Konsole <alarm@kasse.example>',
      publicUrl: 'https://konsole.example',
      sendSeconds: 30,
      allowPrivateWebhooks: true,
    },
  );
  assert.equal(
    config({ SMTP_URL: 'smtp://127.0.0.1:2525', ALERT_FROM: 'alarm@kasse.example' }).from,
    'alarm@kasse.example',
  );
});

it('refuses to start with a wrong alert delivery setting, saying which and why', () => {
  assert.throws(() => config({ SMTP_URL: 'mail.example:25', ALERT_FROM: 'a@b.c' }), /SMTP_URL must/);
  assert.throws(
    () => config({ SMTP_URL: 'http://mail.example', ALERT_FROM: 'a@b.c' }),
    /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
  );
  assert.throws(() => config({ SMTP_URL: 'smtp://mail.example' }), /ALERT_FROM must be set when SMTP_URL is/);
  assert.throws(
    () => config({ SMTP_URL: 'smtp://mail.example', ALERT_FROM: 'Alarm' }),
    /ALERT_FROM must be a mail address/,
  );
  assert.throws(() => config({ PUBLIC_URL: 'konsole.example' }), /PUBLIC_URL must be a URL/);
  assert.throws(
    () => config({ PUBLIC_URL: 'ftp://konsole.example' }),
    /PUBLIC_URL must start with http:\/\/ or https:\/\//,
  );
  for (const seconds of ['0', '-5', '1.5', 'zehn', '3601'])
    assert.throws(
      () => config({ ALERT_SEND_SECONDS: seconds }),
      /ALERT_SEND_SECONDS must be a whole number from 1 to 3600/,
    );
});

it('never shows the password of SMTP_URL in its error', () => {
  for (const raw of ['http://alarm:geheim-123@mail.example', 'smtp://alarm:geheim-123@mail example:25'])
    assert.throws(
      () => config({ SMTP_URL: raw, ALERT_FROM: 'a@b.c' }),
      (error: Error) => !error.message.includes('geheim-123') && error.message.includes('alarm:***@'),
    );
});

it('insists on STARTTLS for an smtp:// server with credentials unless SMTP_URL says tls=off', () => {
  assert.deepEqual(smtpOptions('smtp://alarm:geheim@mail.example:587'), {
    url: 'smtp://alarm:geheim@mail.example:587',
    requireTLS: true,
  });
  assert.deepEqual(smtpOptions('smtp://alarm:geheim@mail.example:25?tls=off'), {
    url: 'smtp://alarm:geheim@mail.example:25',
    requireTLS: false,
  });
  assert.equal(smtpOptions('smtp://mail.example:25').requireTLS, false);
  assert.equal(smtpOptions('smtps://alarm:geheim@mail.example:465').requireTLS, false);
});
