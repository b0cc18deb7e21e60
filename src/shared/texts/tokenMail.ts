/**
 * The reminder mail before an API token expires (sent by the server 14 and 3 days before), beside
 * the alert mail (alertMail.ts).
 */
export const tokenMail = {
  /** "in 14 Tagen", "in 1 Tag". */
  inDays: (days: number) => (days === 1 ? 'in 1 Tag' : `in ${days} Tagen`),
  subject: (name: string, inDays: string) => `[Kassen-Konsole] API-Token „${name}“ läuft ${inDays} ab`,
  head: (name: string, prefix: string, inDays: string) => `Das API-Token „${name}“ (${prefix}) läuft ${inDays} ab.`,
  expiresAt: 'Ablauf',
  holder: 'Inhaber',
  personal: (login: string) => `Ihr persönliches Token (${login})`,
  serviceAccount: (name: string) => `Servicekonto ${name} (Sie sind als Verantwortliche(r) eingetragen)`,
  advice:
    'Danach wird jeder Aufruf mit diesem Token abgewiesen. Erstellen Sie rechtzeitig ein neues Token und ' +
    'ersetzen Sie es in den Programmen, die es verwenden; das alte können Sie danach widerrufen.',
  link: 'Tokens in der Kassen-Konsole verwalten',
  footer: 'Diese Nachricht hat die Kassen-Konsole automatisch gesendet.',
} as const;
