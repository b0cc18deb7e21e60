// Snoozing alerts ('Stummschalten', issue 46): the dialog of the page 'Alarme', the mark of a snoozed
// alert, the list's filter, the server's messages and the audit entry (spread into the audit texts).

const alarms = (n: number) => (n === 1 ? '1 Alarm' : `${n} Alarme`);
const closedNote = (n: number) =>
  n === 0 ? '' : n === 1 ? ' 1 Alarm war inzwischen geschlossen.' : ` ${n} Alarme waren inzwischen geschlossen.`;

export const alertSnoozeTexts = {
  alertSnooze: {
    snooze: 'Stummschalten',
    snoozeLabel: (kind: string, where: string) => `Alarm ${kind} ${where} stummschalten`.replace(/\s+/g, ' ').trim(),
    title: (n: number) => `${alarms(n)} stummschalten`,
    /** The mark of a snoozed alert; the time is today's, else with its day. */
    snoozedUntil: (until: string) => `Stummgeschaltet bis ${until}`,
    snoozedBy: (name: string, comment: string | null) => `Von ${name}${comment ? `: ${comment}` : ''}`,
    duration: 'Dauer',
    durations: {
      hour: '1 Stunde',
      fourHours: '4 Stunden',
      day: '1 Tag',
      tomorrow: 'Bis morgen 8 Uhr',
      custom: 'Bis zu einem Zeitpunkt',
    },
    until: 'Bis',
    endsAt: (at: string) => `Endet am ${at}.`,
    help: 'Bis dahin wird nicht gemeldet. Steigt der Schweregrad, endet die Stummschaltung sofort.',
    comment: 'Kommentar (optional)',
    save: 'Stummschalten',
    cancel: 'Abbrechen',
    done: (n: number, closed: number) => `${alarms(n - closed)} stummgeschaltet.${closedNote(closed)}`,
    failed: 'Die Alarme konnten nicht stummgeschaltet werden.',
    /** The list's filter of snoozed alerts. */
    filter: 'Stummgeschaltete',
    filters: { hide: 'Ausblenden', show: 'Einbeziehen', only: 'Nur diese' } as Record<string, string>,
    /** The list's filter of the alerts nobody has taken over (the start page links to it). */
    unowned: 'Ohne Bearbeiter',
    untilPast: '"Bis" muss in der Zukunft liegen.',
    untilTooFar: '"Bis" darf höchstens 7 Tage in der Zukunft liegen.',
    untilMissing: '"Bis" ist ein Pflichtfeld',
  },
  /** The audit log's entry, spread into its texts. */
  alertSnoozeAudit: {
    actions: { alertSnoozed: 'Alarm stummgeschaltet', contextSecretShown: 'Agenten-Schlüssel angezeigt' },
    sentences: {
      alertSnoozed: (who: string, what: string) => `${who} hat den Alarm ${what} stummgeschaltet`,
      contextSecretShown: (who: string, what: string) =>
        `${who} hat den Agenten-Schlüssel des Kontexts ${what} angezeigt`,
      /** An `alertSnoozed` entry that ends a snooze: the severity of the alert's kind was raised. */
      snoozeEndedEarly: (who: string, what: string) =>
        `${who} hat den Schweregrad erhöht; die Stummschaltung des Alarms ${what} endete vorzeitig`,
    },
    fields: { snoozedUntil: 'Stummgeschaltet bis', severity: 'Schweregrad' },
  },
} as const;
