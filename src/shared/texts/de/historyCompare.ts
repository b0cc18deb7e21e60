// 'Vergleichen' and 'Vorher geändert' (issue 53, items 3 and 4): a register's reported values at two
// times or two registers side by side, the changes before an alert opened; their server messages.

export const historyCompareTexts = {
  historyCompare: {
    open: 'Vergleichen',
    title: (register: string) => `Vergleichen: ${register}`,
    mode: 'Vergleichen mit',
    modeTime: 'einem anderen Zeitpunkt dieser Kasse',
    modeRegister: 'einer anderen Kasse',
    at: 'Links: Zeitpunkt',
    atHelp: 'Leer: jetzt.',
    otherAt: 'Rechts: Zeitpunkt',
    otherStore: 'Rechts: Filiale',
    otherRegister: 'Rechts: Kasse',
    chooseRegister: 'Kasse wählen …',
    registerOption: (storeId: string, posId: string) => `Filiale ${storeId}, Kasse ${posId}`,
    compare: 'Vergleichen',
    close: 'Schließen',
    loading: 'Wird verglichen …',
    failed: 'Der Vergleich ist fehlgeschlagen.',
    columns: { key: 'Wert', left: 'Links', right: 'Rechts' },
    side: (storeId: string, posId: string, at: string) => `Filiale ${storeId}, Kasse ${posId}, ${at}`,
    counts: (differing: number, same: number) =>
      `${differing} ${differing === 1 ? 'Wert unterscheidet' : 'Werte unterscheiden'} sich, ${same} gleich.`,
    notReported: 'nicht gemeldet',
    none: 'Keine Unterschiede.',
    table: 'Unterschiede',
    needOther: 'Bitte einen Zeitpunkt oder eine Kasse für die rechte Seite wählen.',
  },
  alertBefore: {
    open: 'Vorher geändert',
    openOf: (what: string) => `Vorher geändert: ${what}`,
    title: 'Vorher geändert (24 Stunden)',
    window: (from: string, to: string) => `Von ${from} bis zur Öffnung des Alarms am ${to}`,
    loading: 'Wird geladen …',
    failed: 'Die Änderungen konnten nicht geladen werden.',
    changes: 'Änderungen',
    noChanges: 'Keine Änderungen in den 24 Stunden davor.',
    truncated: (limit: number) => `Nur die letzten ${limit} Änderungen.`,
    columns: { at: 'Zeit', target: 'Wo', key: 'Wert', old: 'Vorher', new: 'Nachher' },
    storeServer: 'STORE-Instanz',
    register: (posId: string) => `Kasse ${posId}`,
    notReported: 'nicht gemeldet',
    waves: 'Rollout-Wellen',
    noWaves: 'Keine Rollout-Welle hat die Filiale in dieser Zeit erreicht.',
    waveEntered: (wave: string, update: string, at: string) =>
      `Welle „${wave}“ (${update}) hat die Filiale am ${at} erreicht.`,
    waveRolledBack: (wave: string, update: string, at: string) =>
      `Welle „${wave}“ (${update}) wurde am ${at} für die Filiale zurückgenommen.`,
    close: 'Schließen',
  },
  /** What the server answers about them. */
  historyCompareMessages: {
    oneOther:
      'Bitte genau eines angeben: einen zweiten Zeitpunkt (otherAt) oder eine zweite Kasse (otherCashpointUid).',
    badTime: 'Ungültiger Zeitpunkt.',
    inFuture: 'Der Zeitpunkt liegt in der Zukunft.',
    beforeKept: (days: number) =>
      `Für diesen Zeitpunkt ist kein Verlauf mehr gespeichert (nur die letzten ${days} Tage).`,
    notYetKept: (register: string) => `Für diesen Zeitpunkt ist von ${register} noch kein Verlauf gespeichert.`,
    registerNotFound: 'Die Kasse wurde in diesem Kontext nicht gefunden.',
    alertNotFound: 'Der Alarm wurde nicht gefunden.',
  },
} as const;
