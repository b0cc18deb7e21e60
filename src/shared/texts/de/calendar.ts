// The store calendar's words that the server's checks and the SPA's forms share: weekdays, the
// kinds of special days, and the problems of a calendar or an update window rule.

const weekdays = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** 'YYYY-MM-DD' as Germans write it (a text that is no date stays as it is). */
const germanDate = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

/** 'am Montag', for a weekday 1 … 7. */
const onWeekday = (weekday: number) => `am ${weekdays[weekday - 1] ?? weekday}`;

export const calendarTexts = {
  calendar: {
    /** Index 0 Monday … 6 Sunday: `weekdays[weekday - 1]`. */
    weekdays,
    weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    specialDayKinds: { closed: 'Geschlossen', hours: 'Andere Öffnungszeiten', blackout: 'Update-Sperre' },
    fields: {
      timeZone: 'Zeitzone',
      region: 'Feiertagsregion',
      minutesAfterClosing: 'Minuten nach Ladenschluss',
      minutesBeforeOpening: 'Minuten vor Ladenöffnung',
      fixedRange: 'Fester Zeitraum',
    },
    problems: {
      unknownTimeZone: (zone: string) => `Die Zeitzone „${zone}“ ist unbekannt (z. B. Europe/Berlin).`,
      unknownRegion: (region: string) => `Die Feiertagsregion „${region}“ ist unbekannt.`,
      time: (value: string) => `„${value}“ ist keine Uhrzeit: erlaubt ist HH:mm von 00:00 bis 23:59.`,
      emptyRange: (time: string) => `Der Zeitraum beginnt und endet um ${time} und hätte so keine Dauer.`,
      weekday: (value: unknown) => `„${String(value)}“ ist kein Wochentag: erlaubt ist 1 (Montag) bis 7 (Sonntag).`,
      overlap: (weekday: number, first: string, second: string) =>
        `Die Öffnungszeiten ${first} und ${second} ${onWeekday(weekday)} überschneiden sich.`,
      overlapNextDay: (weekday: number, range: string, next: number, nextRange: string) =>
        `Die Öffnungszeit ${range} ${onWeekday(weekday)} reicht über Mitternacht in die Öffnungszeit ${nextRange} ${onWeekday(next)}.`,
      overlapSpecial: (date: string, first: string, second: string) =>
        `Die Öffnungszeiten ${first} und ${second} am ${germanDate(date)} überschneiden sich.`,
      date: (value: string) => `„${value}“ ist kein Datum, das es gibt (JJJJ-MM-TT).`,
      duplicateDate: (date: string) => `Für den ${germanDate(date)} ist mehr als ein Sondertag eingetragen.`,
      kind: (value: string) => `„${value}“ ist keine Art von Sondertag.`,
      hoursMissing: (date: string) => `Der Sondertag am ${germanDate(date)} braucht mindestens eine Öffnungszeit.`,
      hoursNotAllowed: (date: string, kind: string) =>
        `Der Sondertag „${kind}“ am ${germanDate(date)} hat keine Öffnungszeiten.`,
      noteTooLong: (max: number) => `Die Notiz darf höchstens ${max} Zeichen lang sein.`,
      minutes: (label: string, min: number, max: number) =>
        `${label}: erlaubt ist eine ganze Zahl von ${min} bis ${max}.`,
    },
  },
} as const;
