// Alerts' severities, reminders, escalation and the mass outage's summary (issue 33): the settings
// section, the list's severity, the audit log's values and the summary and reminder mails.

const severityNames = { critical: 'kritisch', warning: 'Warnung', info: 'Info' } as const;

export const alertNotifyTexts = {
  alertNotify: {
    severities: severityNames as Record<string, string>,
    severity: 'Schweregrad',
    allSeverities: 'Alle Schweregrade',
    sort: 'Sortierung',
    sortOptions: { newest: 'Neueste zuerst', severity: 'Schweregrad zuerst' },
    // The settings' section.
    section: 'Schweregrad, Erinnerung und Eskalation',
    severityOf: (kind: string) => `Schweregrad: ${kind}`,
    remindersOf: (severity: string) => `Bei „${severity}“`,
    repeatMinutes: 'Erinnern alle … Minuten (leer: nie)',
    escalateAfterMinutes: 'Eskalieren nach … Minuten (leer: nie)',
    // Not "E-Mail-Empfänger …" nor "Webhook-URL": the tab's own fields are found by those words.
    escalationRecipients: 'Eskalationsliste: Mail-Adressen (eine pro Zeile)',
    escalationWebhookUrl: 'Eskalationsliste: Webhook-Adresse',
    criticalInQuietHours: 'Kritische Alarme auch in Ruhezeiten melden und erinnern',
    massOutage: 'Massenausfall als eine Sammelmeldung',
    massOutageEnabled: 'Sammelmeldung bei Massenausfall',
    sharePercent: 'Anteil der Filialen (%)',
    minStores: 'Mindestens Filialen',
    massOutageHint:
      'Fallen innerhalb von 5 Minuten mehr Filialen als dieser Anteil aus, geht eine Meldung statt einer je Filiale.',
    // Field names in messages and audit entries.
    fields: {
      repeatMinutes: (severity: string) => `Erinnern (${severity})`,
      escalateAfterMinutes: (severity: string) => `Eskalieren (${severity})`,
      escalationRecipients: 'Eskalationsliste: Mail-Adressen',
      escalationWebhookUrl: 'Eskalationsliste: Webhook-Adresse',
      sharePercent: 'Anteil der Filialen',
      minStores: 'Mindestens Filialen',
    },
    problems: {
      severity: (kind: string) => `Unbekannter Schweregrad für „${kind}“`,
    },
    audit: {
      reminder: (severity: string, repeat: number | null, escalate: number | null) =>
        `${severity}: Erinnerung ${repeat === null ? 'aus' : `alle ${repeat} Minuten`}, Eskalation ${
          escalate === null ? 'aus' : `nach ${escalate} Minuten`
        }`,
      massOutage: (enabled: boolean, share: number, min: number) =>
        enabled ? `an, über ${share} %, mindestens ${min} Filialen` : 'aus',
    },
    // The mails of reminders, escalations and summaries (the server's).
    mail: {
      reminderPrefix: 'Erinnerung',
      escalationPrefix: 'Eskalation',
      openFor: (minutes: number) => {
        // "Seit 1 Minute", "seit 90 Minuten", a day or more in hours: "Seit 26 Stunden".
        const span =
          minutes >= 24 * 60
            ? `${Math.floor(minutes / 60)} Stunden`
            : minutes === 1
              ? '1 Minute'
              : `${minutes} Minuten`;
        return `Seit ${span} offen und nicht bestätigt.`;
      },
      summaryOpened: (n: number, context: string) => `${n} Filialen offline in ${context}`,
      summaryClosed: (n: number, context: string) => `${n} Filialen wieder online in ${context}`,
      summaryHead: (n: number, share: number) => `${n} Filialen sind ausgefallen (${share} % des Kontexts):`,
      summaryHeadClosed: (n: number) => `${n} Filialen sind wieder erreichbar:`,
      summaryStore: (store: string, since: string) => `- Filiale ${store}, seit ${since}`,
      summaryStoreClosed: (store: string, at: string) => `- Filiale ${store}, wieder da ${at}`,
    },
  },
} as const;

/** The audit log's names of the alert settings' fields of this section (settingsAudit.ts's keys). */
export const alertNotifyAuditFields = {
  severities: 'Schweregrade',
  'reminders.critical': 'Erinnerung/Eskalation kritisch',
  'reminders.warning': 'Erinnerung/Eskalation Warnung',
  'reminders.info': 'Erinnerung/Eskalation Info',
  escalationRecipients: 'Eskalationsliste: Mail-Adressen',
  escalationWebhookUrl: 'Eskalationsliste: Webhook-Adresse',
  criticalInQuietHours: 'Kritische Alarme in Ruhezeiten',
  massOutage: 'Sammelmeldung bei Massenausfall',
} as const;
