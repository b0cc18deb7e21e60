// Alerts: the page 'Alarme', and what the alert list, the settings' checks and their audit entries
// share. The kinds' names are their catalogue entries' labels (src/shared/alerts/alertKinds.ts).
import { alertKindNames } from '../../alerts/alertKinds';
import { fiscalTexts } from './fiscal';

const tseStates = fiscalTexts.fiscal.states;
/** 'YYYY-MM-DD' as Germans write it. */
const germanDay = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

export const alertTexts = {
  // The page 'Alarme', the alert marks of home and the store trees, and the context dialog's tab.
  alerts: {
    kinds: alertKindNames as Record<string, string>,
    states: { open: 'Offen', acknowledged: 'Bestätigt', closed: 'Geschlossen' } as Record<string, string>,
    filters: {
      context: 'Kontext',
      allContexts: 'Alle Kontexte',
      state: 'Status',
      kind: 'Art',
      allKinds: 'Alle Arten',
      stateOptions: { open: 'Offen', closed: 'Geschlossen', all: 'Alle' },
    },
    table: 'Alarme',
    columns: {
      kind: 'Art',
      context: 'Kontext',
      where: 'Filiale / Kasse / Rollout',
      since: 'Seit',
      state: 'Status',
      detail: 'Detail',
      acknowledged: 'Bestätigung',
      actions: 'Aktionen',
    },
    empty: 'Keine Alarme.',
    store: (id: string, name: string | null) => (name ? `Filiale ${id} ${name}` : `Filiale ${id}`),
    cashpoint: (posId: string) => `Kasse ${posId}`,
    storeServer: 'STORE-Instanz',
    /** Where a rollout alert is: the link to its rollout on the page 'Rollouts', named by its update. */
    rollout: (file: string) => (file ? `Rollout ${file}` : 'Rollout'),
    closedAt: (time: string) => `geschlossen ${time}`,
    acknowledgedBy: (who: string, time: string) => `${who}, ${time}`,
    acknowledge: 'Bestätigen',
    acknowledgeLabel: (kind: string, where: string) => `Alarm ${kind} ${where} bestätigen`,
    acknowledgeTitle: 'Alarm bestätigen',
    comment: 'Kommentar',
    commentRequired: 'Bitte einen Kommentar eingeben',
    acknowledged: 'Der Alarm wurde bestätigt.',
    acknowledgeFailed: 'Der Alarm konnte nicht bestätigt werden.',
    // An acknowledged alert: acknowledging it again replaces its comment.
    changeComment: 'Kommentar ändern',
    changeCommentLabel: (kind: string, where: string) => `Kommentar zum Alarm ${kind} ${where} ändern`,
    commentChanged: 'Der Kommentar wurde geändert.',
    changeCommentFailed: 'Der Kommentar konnte nicht geändert werden.',
    homeColumn: 'Offene Alarme',
    homeBadge: (n: number) => (n === 1 ? '1 offener Alarm' : `${n} offene Alarme`),
    noOpen: 'Keine offenen Alarme',
    storeMark: 'Offener Alarm',
    settings: {
      tab: 'Alarme',
      contextTab: 'Kontext',
      rules: 'Regeln',
      quietHours: 'Ruhezeiten',
      quietEnabled: 'Ruhezeiten aktiv',
      from: 'Von (HH:MM)',
      to: 'Bis (HH:MM)',
      days: 'Ganztägig ruhig an',
      timeZone: 'Zeitzone',
      recipients: 'E-Mail-Empfänger (einer pro Zeile)',
      webhookUrl: 'Webhook-URL',
      webhookSecret: 'Neues Webhook-Secret',
      secretHint: 'Leer lassen, um das Secret zu behalten.',
      secretSet: 'Ein Secret ist gesetzt.',
      secretNotSet: 'Kein Secret gesetzt.',
      save: 'Alarm-Einstellungen speichern',
      saved: 'Die Alarm-Einstellungen wurden gespeichert.',
      saveFailed: 'Die Alarm-Einstellungen konnten nicht gespeichert werden.',
    },
  },
  // What the alert list, the alert settings' checks and their audit entries share (the server and
  // the SPA): the kinds' names, how an alert is named, and the settings' field names and messages.
  alertCommon: {
    kinds: alertKindNames,
    states: { open: 'Offen', acknowledged: 'Bestätigt', closed: 'Geschlossen' } as Record<string, string>,
    store: (storeId: string) => `Filiale ${storeId}`,
    cashpoint: (posId: string) => `Kasse ${posId}`,
    offlineCount: (n: string) => `${n} Kassen offline`,
    /** A rollout alert's detail: its update, and the wave that waits for approval or why a gate paused it. */
    rolloutWave: (file: string, wave: string) => (wave ? `${file}, nächste Welle: ${wave}` : file),
    rolloutPause: (file: string, reason: string) => (reason ? `${file}: ${reason}` : file),
    /** A TSE alert's detail: the serial and what is wrong (the check's code and its value). */
    tse: (serial: string, fact: string) => (fact ? `TSE ${serial}: ${fact}` : `TSE ${serial}`),
    tseFacts: {
      until: (date: string) => `Zertifikat gültig bis ${germanDay(date)}`,
      expired: (date: string) => `Zertifikat abgelaufen am ${germanDay(date)}`,
      used: (percent: string) => `${percent} % der Signaturen verbraucht`,
      soon: (percent: string) => `bei aktueller Rate in 60 Tagen voll (${percent} % verbraucht)`,
      exportFailed: () => 'letzter Export fehlgeschlagen',
      selfTestFailed: () => 'letzter Selbsttest fehlgeschlagen',
      noExport: () => 'seit 30 Tagen kein Export',
      state: (state: string) => `Zustand „${(tseStates as Record<string, string>)[state] ?? state}“`,
      timeNotSet: () => 'Uhrzeit nicht gesetzt',
      planned: (date: string) => `Austausch war für den ${germanDay(date)} geplant`,
    } as Record<string, ((value: string) => string) | undefined>,
    /** A register's devices that stop it selling, each its German name and state ('Bondrucker: Papier leer'). */
    device: (device: string, state: string) => `${device}: ${state}`,
    terminal: (terminalId: string) => `Kartenterminal ${terminalId}`,
    receipts: (count: string) => (count === '1' ? '1 Beleg nicht gesendet' : `${count} Belege nicht gesendet`),
    /** "Filiale 1003, Kasse 2: Kasse offline": where the alert is, then its kind. */
    label: (where: string[], kind: string) => (where.length > 0 ? `${where.join(', ')}: ${kind}` : kind),
    /** A rule or the quiet hours as the audit log shows them. */
    on: 'an',
    off: 'aus',
    minutes: (n: number) => `${n} Minuten`,
    byTime: (time: string) => `bis ${time}`,
    weekdays: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    fields: {
      minutes: 'Minuten',
      time: 'Uhrzeit',
      quietFrom: 'Ruhezeit von',
      quietTo: 'Ruhezeit bis',
      quietDays: 'Ruhetage',
      timeZone: 'Zeitzone',
      recipients: 'E-Mail-Empfänger',
      webhookUrl: 'Webhook-URL',
      webhookSecret: 'Webhook-Secret',
      comment: 'Kommentar',
    },
    problems: {
      time: (field: string) => `"${field}" muss eine Uhrzeit im Format HH:MM sein`,
      range: (field: string, min: number, max: number) => `"${field}" muss eine ganze Zahl von ${min} bis ${max} sein`,
      days: 'Ruhetage müssen Wochentage von 0 (Sonntag) bis 6 (Samstag) sein, jeder höchstens einmal',
      timeZone: (value: string) => `"${value}" ist keine gültige Zeitzone (z. B. Europe/Berlin)`,
      recipient: (value: string) => `"${value}" ist keine gültige E-Mail-Adresse`,
      recipientTwice: (value: string) => `"${value}" ist mehrfach als E-Mail-Empfänger eingetragen`,
      tooManyRecipients: (max: number) => `Es sind höchstens ${max} E-Mail-Empfänger erlaubt`,
      webhookUrl: 'Die Webhook-URL muss eine gültige http- oder https-Adresse sein',
      webhookUrlCredentials: 'Die Webhook-URL darf keinen Benutzernamen und kein Passwort enthalten',
      webhookSecretMissing: 'Für einen Webhook ist ein Webhook-Secret erforderlich',
    },
  },
} as const;
