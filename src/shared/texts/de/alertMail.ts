export const alertMailTexts = {
  // The mail of an alert that opened or closed (sent by the server's alert notifications).
  alertMail: {
    subjectOpened: (what: string, context: string) => `[Kassen-Konsole] Alarm: ${what} (${context})`,
    subjectClosed: (what: string, context: string) => `[Kassen-Konsole] Alarm beendet: ${what} (${context})`,
    headOpened: (what: string) => `Alarm: ${what}`,
    headClosed: (what: string) => `Alarm beendet: ${what}`,
    what: {
      storeDown: (store: string) => `Filiale ${store} ausgefallen`,
      cashpointOffline: (store: string, pos: string) => `Kasse ${pos} in Filiale ${store} offline`,
      installFailed: (store: string, pos: string) =>
        pos
          ? `Installation auf Kasse ${pos} in Filiale ${store} fehlgeschlagen`
          : `Installation in Filiale ${store} fehlgeschlagen`,
      dayCloseMissing: (store: string) => `Tagesabschluss fehlt in Filiale ${store}`,
      serviceStopped: (store: string) => `Dienst in Filiale ${store} gestoppt`,
      other: (store: string) => `Störung in Filiale ${store}`,
    },
    context: 'Kontext',
    store: 'Filiale',
    register: 'Kasse',
    since: 'Seit',
    closedAt: 'Beendet',
    detail: 'Details',
    link: 'In der Kassen-Konsole ansehen',
    footer: 'Diese Nachricht hat die Kassen-Konsole automatisch gesendet.',
  },
} as const;
