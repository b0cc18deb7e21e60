/**
 * The mail of an alert that opened or closed (sent by the server's alert notifications), beside
 * the server's other messages (serverMessages.ts). What each kind's mail names the alert is its
 * entry's `mailWhat` in src/server/alerts/kinds.ts.
 */
export const alertMail = {
  subjectOpened: (what: string, context: string) => `[Kassen-Konsole] Alarm: ${what} (${context})`,
  subjectClosed: (what: string, context: string) => `[Kassen-Konsole] Alarm beendet: ${what} (${context})`,
  headOpened: (what: string) => `Alarm: ${what}`,
  headClosed: (what: string) => `Alarm beendet: ${what}`,
  /** A kind this version does not know (an alert stored by another). */
  otherWhat: (store: string) => `Störung in Filiale ${store}`,
  context: 'Kontext',
  store: 'Filiale',
  register: 'Kasse',
  since: 'Seit',
  closedAt: 'Beendet',
  detail: 'Details',
  link: 'In der Kassen-Konsole ansehen',
  footer: 'Diese Nachricht hat die Kassen-Konsole automatisch gesendet.',
} as const;
