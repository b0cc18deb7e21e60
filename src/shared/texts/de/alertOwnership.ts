// Who is on an alert and planned maintenance (issue 33): 'Übernehmen', 'Wartung' for a store or a
// register, the trees' maintenance mark, the details' alert history, their server messages and
// their audit entries (spread into the audit log's texts).

const maintenance = 'Wartung';

export const alertOwnershipTexts = {
  alertOwnership: {
    assigned: (name: string, at: string) => `Übernommen von ${name} am ${at}`,
    assignedShort: (name: string) => `Bei ${name}`,
    maintenance,
    inMaintenance: (until: string) => `In Wartung bis ${until}`,
    maintenanceMark: (until: string, reason: string) => `In Wartung bis ${until}: ${reason}`,
    maintenanceHeld: 'In Wartung: wird nicht gemeldet',
    startMaintenance: 'Wartung beginnen',
    startMaintenanceOf: (what: string) => `Wartung für ${what}`,
    endMaintenance: 'Wartung beenden',
    until: 'Bis',
    reason: 'Grund',
    reasonHelp: 'Zum Beispiel: Umbau, Netzwerkwechsel. Bis zum Ende werden Alarme erkannt, aber nicht gemeldet.',
    save: 'Wartung beginnen',
    cancel: 'Abbrechen',
    saveFailed: 'Die Wartung konnte nicht gespeichert werden.',
    endFailed: 'Die Wartung konnte nicht beendet werden.',
    history: 'Letzte Alarme',
    historyEmpty: 'Keine Alarme.',
    historyFailed: 'Die Alarme konnten nicht geladen werden.',
    historyColumns: { kind: 'Art', since: 'Seit', state: 'Status', owner: 'Zuständig' },
  },
  /** What the server answers about them. */
  alertOwnershipMessages: {
    alertClosedAssign: 'Der Alarm ist bereits geschlossen und kann nicht mehr übernommen werden.',
    uidOrUids: 'Ungültige Anfrage: Geben Sie entweder "uid" oder "uids" an.',
    acknowledgeForbidden: 'Zum Übernehmen und Bestätigen von Alarmen fehlt Ihnen das Recht „Alarme bestätigen“.',
    untilPast: '"Bis" muss in der Zukunft liegen.',
    untilTooFar: '"Bis" darf höchstens 30 Tage in der Zukunft liegen.',
    reasonBlank: '"Grund" ist ein Pflichtfeld',
    alreadyInMaintenance: (until: string) => `Bereits in Wartung bis ${until}. Beenden Sie diese Wartung zuerst.`,
    maintenanceOver: 'Diese Wartung ist bereits beendet.',
  },
  /** The audit log's entries, spread into its texts. */
  alertOwnershipAudit: {
    actions: {
      alertAssigned: 'Alarm übernommen',
      maintenanceStarted: 'Wartung begonnen',
      maintenanceEnded: 'Wartung beendet',
    },
    sentences: {
      alertAssigned: (who: string, what: string) => `${who} hat den Alarm ${what} übernommen`,
      maintenanceStarted: (who: string, what: string) => `${who} hat ${what} in Wartung gesetzt`,
      maintenanceEnded: (who: string, what: string) => `${who} hat die Wartung von ${what} beendet`,
    },
    fields: { assignee: 'Zuständig', until: 'Wartung bis', reason: 'Grund' },
  },
} as const;
