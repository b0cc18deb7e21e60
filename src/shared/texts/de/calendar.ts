// TEMPORARY stand-in until cal-logic lands (reverted before the merge).
export const calendarTexts = {
  problems: {} as Record<string, unknown>,
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  specialDayKinds: { closed: 'Geschlossen', hours: 'Andere Öffnungszeiten', blackout: 'Update-Sperre' },
} as const;
