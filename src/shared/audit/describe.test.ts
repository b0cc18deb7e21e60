import { auditChangeText, auditValueText, describeAuditEntry, type AuditEntry } from './describe';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  time: '2026-11-20T18:03:00.000Z',
  user: 'admin',
  userName: 'Anna Admin',
  address: '10.0.0.1',
  contextId: 'NORDMARKT',
  contextName: 'Nordmarkt GmbH',
  token: null,
  action: 'updateArchived',
  objectType: 'cashpointUpdate',
  objectId: 'u1',
  objectLabel: 'kasse-5.14.0.zip',
  changes: [],
  ...overrides,
});

describe('the German sentence of an audit entry', () => {
  it('names who did what to which object', () => {
    expect(describeAuditEntry(entry({}))).toBe('Anna Admin hat Update kasse-5.14.0.zip archiviert');
  });

  it('says which status a saved update was set to, and only "geändert" without a status change', () => {
    const status = { field: 'status', before: '1', after: '2' };
    expect(describeAuditEntry(entry({ action: 'updateSaved', changes: [status] }))).toBe(
      'Anna Admin hat Update kasse-5.14.0.zip auf Aktiv gesetzt',
    );
    const tag = { field: 'tag', before: '5.13', after: '5.14' };
    expect(describeAuditEntry(entry({ action: 'updateSaved', changes: [tag] }))).toBe(
      'Anna Admin hat Update kasse-5.14.0.zip geändert',
    );
  });

  it('says that a snooze ended early when a raised severity ended it, and shows its end as a time', () => {
    const label = { objectType: 'alert', objectLabel: 'Filiale 1003: Kasse offline' } as const;
    const ended = [
      { field: 'snoozedUntil', before: '2026-11-20T20:00:00.000Z', after: null },
      { field: 'severity', before: 'Warnung', after: 'kritisch' },
    ];
    expect(describeAuditEntry(entry({ action: 'alertSnoozed', ...label, changes: ended }))).toBe(
      'Anna Admin hat den Schweregrad erhöht; die Stummschaltung des Alarms Filiale 1003: Kasse offline endete vorzeitig',
    );
    const snoozed = [{ field: 'snoozedUntil', before: null, after: '2026-11-20T20:00:00.000Z' }];
    expect(describeAuditEntry(entry({ action: 'alertSnoozed', ...label, changes: snoozed }))).toBe(
      'Anna Admin hat den Alarm Filiale 1003: Kasse offline stummgeschaltet',
    );
    expect(auditChangeText(ended[0]!)).toMatch(/^Stummgeschaltet bis: 20\.11\.2026 \d\d:00 → –$/);
  });

  it('names a failed login by the login that was typed, and falls back to the login without a name', () => {
    expect(describeAuditEntry(entry({ action: 'loginFailed', user: 'mallory', userName: null }))).toBe(
      'Anmeldung als mallory fehlgeschlagen',
    );
    expect(describeAuditEntry(entry({ action: 'login', userName: null, objectLabel: null }))).toBe(
      'admin hat sich angemeldet',
    );
  });
});

describe('the German sentence of a rollout entry', () => {
  it('names the rollout by its update, and the job as System', () => {
    const rollout = { objectType: 'rollout' as const, objectLabel: 'kasse-5.14.0.zip' };
    expect(describeAuditEntry(entry({ ...rollout, action: 'rolloutApproved' }))).toBe(
      'Anna Admin hat die nächste Welle des Rollouts von kasse-5.14.0.zip freigegeben',
    );
    expect(describeAuditEntry(entry({ ...rollout, action: 'rolloutPaused', user: 'system', userName: 'System' }))).toBe(
      'System hat den Rollout von kasse-5.14.0.zip angehalten',
    );
  });

  it('shows a rollout state and a soak end in German', () => {
    expect(auditValueText('rolloutState', 'waitingForApproval')).toBe('Wartet auf Freigabe');
    expect(auditChangeText({ field: 'rolloutState', before: 'running', after: 'paused' })).toBe(
      'Rollout-Zustand: Läuft → Angehalten',
    );
    expect(auditValueText('soakUntil', '2026-11-20T18:03:00.000Z')).not.toBe('2026-11-20T18:03:00.000Z');
  });
});

describe('the values of the before/after view', () => {
  it('shows statuses, booleans, alert states and empty values in German', () => {
    expect(auditValueText('status', '4')).toBe('Test/Labor');
    expect(auditValueText('archived', 'true')).toBe('ja');
    expect(auditValueText('archived', 'false')).toBe('nein');
    expect(auditValueText('state', 'acknowledged')).toBe('Bestätigt');
    expect(auditValueText('comment', null)).toBe('–');
    expect(auditValueText('name', 'Hamburg')).toBe('Hamburg');
  });

  it("never shows a secret's value, only that it changed", () => {
    expect(auditChangeText({ field: 'password', before: null, after: null, hidden: true })).toBe(
      'Passwort: geändert (nicht angezeigt)',
    );
    expect(auditChangeText({ field: 'status', before: '1', after: '2' })).toBe('Status: Neu → Aktiv');
  });

  it('shows a field or value that only names a member of every object as it is', () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(auditChangeText({ field: name, before: null, after: 'x' })).toBe(`${name}: – → x`);
      expect(auditValueText('state', name)).toBe(name);
      expect(auditValueText('rolloutState', name)).toBe(name);
    }
  });
});
