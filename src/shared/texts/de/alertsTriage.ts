// Triage of many alerts at once (issue 46): the selection of the page 'Alarme' and what it does,
// 'Meine Alarme', and the maintenance's confirmation.

const alarms = (n: number) => (n === 1 ? '1 Alarm' : `${n} Alarme`);
const closedNote = (n: number) =>
  n === 0 ? '' : n === 1 ? ' 1 Alarm war inzwischen geschlossen.' : ` ${n} Alarme waren inzwischen geschlossen.`;

export const alertTriageTexts = {
  alertTriage: {
    select: 'Auswählen',
    selectAll: 'Alle auf dieser Seite auswählen',
    selectOne: (kind: string, where: string) => `Alarm ${kind} ${where} auswählen`,
    selection: 'Auswahl',
    selected: (n: number) => `${alarms(n)} ausgewählt`,
    clear: 'Auswahl aufheben',
    takeOver: 'Übernehmen',
    acknowledge: 'Bestätigen',
    acknowledgeTitle: (n: number) => `${alarms(n)} bestätigen`,
    takenOver: (n: number, closed: number) => `${alarms(n - closed)} übernommen.${closedNote(closed)}`,
    acknowledged: (n: number, closed: number) => `${alarms(n - closed)} bestätigt.${closedNote(closed)}`,
    takeOverFailed: 'Die ausgewählten Alarme konnten nicht übernommen werden.',
    acknowledgeFailed: 'Die ausgewählten Alarme konnten nicht bestätigt werden.',
    mine: 'Meine Alarme',
    group: 'Gruppieren',
    groupings: { none: 'Nicht gruppieren', store: 'Nach Filiale', kind: 'Nach Art' } as Record<string, string>,
    groupCount: (n: number) => alarms(n),
    noStore: 'Ohne Filiale',
    selectGroup: (what: string) => `Alle Alarme von ${what} auswählen`,
    openGroup: (what: string, n: number) => `${what}: ${alarms(n)} zeigen`,
    closeGroup: (what: string, n: number) => `${what}: ${alarms(n)} verbergen`,
    /** The mark of an alert whose cause came and went more than 3 times within the hour. */
    flapping: 'flattert',
    flappingHint: 'Kam und ging mehr als 3-mal in einer Stunde; wird nur einmal gemeldet.',
    maintenanceStarted: (what: string, until: string) => `${what} ist in Wartung bis ${until}.`,
  },
} as const;
