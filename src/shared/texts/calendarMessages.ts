// The German texts the server writes for the store calendar's operator API: its refusals, the CSV
// file's columns and the messages of an import's bad lines. The calendar's own field checks bring
// their messages with them (src/shared/calendar/validation.ts).

/** The weekdays as the CSV's columns name them, Monday (1) first. */
export const csvWeekdays = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

export const calendarMessages = {
  inheritNeedsStore: 'Ungültige Anfrage: Nur eine Filiale kann die Regel ihres Kontexts übernehmen.',
  calendarInheritNeedsStore: 'Ungültige Anfrage: Nur eine Filiale kann den Kalender ihres Kontexts übernehmen.',
  bulkNeedsHours: 'Ungültige Anfrage: Bitte die Öffnungszeiten angeben, die gesetzt werden sollen.',
  bulkNeedsSpecialDay: 'Ungültige Anfrage: Bitte den Sondertag angeben, der gesetzt werden soll.',
  bulkNeedsDate: 'Ungültige Anfrage: Bitte das Datum des Sondertags angeben, der entfernt werden soll.',
  bulkNeedsStores:
    'Ungültige Anfrage: Bitte die Filialen entweder als Liste (storeUids) oder als Filter der Kassen-Auswertung (cashpointReport) angeben, nicht beides.',
  bulkUnknownFilter: (id: string) => `Ungültige Anfrage: Die Kassen-Auswertung hat keinen Filter „${id}“.`,
  /** The change of a bulk edit as the audit log names it. */
  bulkChange: {
    openingHours: (hours: string) => `Öffnungszeiten gesetzt: ${hours || 'geschlossen'}`,
    specialDay: (day: string) => `Sondertag gesetzt: ${day}`,
    removeSpecialDay: (date: string) => `Sondertag entfernt: ${date}`,
  },
  /** How the audit log writes a calendar's parts. */
  audit: {
    closed: 'geschlossen',
    blackout: 'keine Installation',
    noRule: 'aus',
    ruleOn: 'an',
    afterClosing: (minutes: number) => `${minutes} Min. nach Schließung`,
    beforeOpening: (minutes: number) => `${minutes} Min. vor Öffnung`,
    afterDayClose: 'nach Tagesabschluss',
    fixedRange: (from: string, to: string) => `nur ${from}–${to}`,
  },
  csv: {
    file: (contextKey: string) => `oeffnungszeiten-${contextKey}.csv`,
    headers: {
      storeId: 'Filiale',
      name: 'Name',
      timeZone: 'Zeitzone',
      region: 'Feiertagsregion',
      specialDays: 'Sondertage',
    },
  },
  importFileMissing: 'Bitte eine CSV-Datei auswählen.',
  importContextMissing: 'Ungültige Anfrage: Der Kontext fehlt.',
  importTooLarge: (size: string) => `Die Datei ist zu groß (höchstens ${size}).`,
  /** A size in bytes as the messages write it: '8 MB', '512 KB', '1000 Bytes'. */
  byteSize: (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${Math.floor(bytes / 1024 / 1024)} MB`
      : bytes >= 1024
        ? `${Math.floor(bytes / 1024)} KB`
        : `${bytes} Bytes`,
  importBad: (count: number) =>
    count === 1
      ? 'Eine Zeile der Datei ist fehlerhaft; es wurde nichts gespeichert.'
      : `${count.toLocaleString('de-DE')} Zeilen der Datei sind fehlerhaft; es wurde nichts gespeichert.`,
  importEmpty: 'Die Datei ist leer.',
  importHeader: (expected: string) => `Die Kopfzeile muss lauten: ${expected}`,
  importUnreadable: 'Die Datei ist keine lesbare CSV-Datei (Anführungszeichen nicht geschlossen?).',
  importColumns: (expected: number, found: number) => `Die Zeile hat ${found} statt ${expected} Spalten.`,
  importUnknownStore: (storeId: string) => `Die Filiale ${storeId} gibt es in diesem Kontext nicht.`,
  importDuplicateStore: (storeId: string, line: number) => `Die Filiale ${storeId} steht schon in Zeile ${line}.`,
  importBadRange: (weekday: string, text: string) => `${weekday}: „${text}“ ist keine Zeitspanne der Form HH:mm-HH:mm.`,
  importBadSpecialDay: (text: string) =>
    `Sondertag „${text}“: erwartet wird „JJJJ-MM-TT closed|blackout|HH:mm-HH:mm Notiz“.`,
};
