import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { alertLimits, isTimeZone, timeOfDayPattern } from './alertSettings';

// The time zone check the settings tab and the server share. Newer runtimes (recent browsers) take a
// UTC offset such as +01:00 as a time zone; the settings want a zone name, whose rules know summer time.

describe('isTimeZone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes IANA zone names the runtime knows', () => {
    expect(['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1'].map(isTimeZone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Mars/Olympus', 'Europe/Berlin ', ''].map(isTimeZone)).toEqual([false, false, false]);
  });

  it('refuses offsets even where the runtime would take them', () => {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({}) as Intl.DateTimeFormat);
    expect(['+01:00', '-0530', 'Europe/Berlin'].map(isTimeZone)).toEqual([false, false, true]);
  });
});

// openapi.yaml states the same numbers; a change on one side that the other does not follow fails here.
describe('the alert limits in src/shared and in openapi.yaml', () => {
  type Node = Record<string, Record<string, unknown>> & { properties: Record<string, Record<string, unknown>> };
  const contract = parse(readFileSync(path.resolve(__dirname, '../../../openapi.yaml'), 'utf8'));
  const schemas = contract.components.schemas as Record<string, Node>;
  const form = schemas.AlertSettingsForm.properties;
  const rule = schemas.AlertRule.properties;
  const acknowledge = contract.paths['/api/frontend/alerts/acknowledge'].post.requestBody.content['application/json']
    .schema as Node;

  it('agree', () => {
    expect(form.recipients.maxItems).toBe(alertLimits.recipients);
    expect((form.recipients.items as Node).maxLength).toBe(alertLimits.recipient);
    expect(form.webhookUrl.maxLength).toBe(alertLimits.webhookUrl);
    expect(form.webhookSecret.maxLength).toBe(alertLimits.webhookSecret.maxLength);
    expect([rule.minutes.minimum, rule.minutes.maximum]).toEqual([
      alertLimits.minutes.minimum,
      alertLimits.minutes.maximum,
    ]);
    expect(rule.time.pattern).toBe(timeOfDayPattern);
    expect(schemas.QuietHours.properties.from.pattern).toBe(timeOfDayPattern);
    const comment = acknowledge.properties.comment;
    expect([comment.minLength, comment.maxLength]).toEqual([
      alertLimits.comment.minLength,
      alertLimits.comment.maxLength,
    ]);
  });
});
