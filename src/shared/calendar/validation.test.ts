import {
  calendarProblems,
  isKnownTimeZone,
  timeRangeProblems,
  windowRuleProblems,
  type CalendarInput,
} from './validation';
import type { SpecialDay, WindowRule } from './types';

// The checks the calendar's forms and the server share: each bad input names its field and says in
// German what is wrong; a good calendar has no problem.

const good: CalendarInput = {
  timeZone: 'Europe/Berlin',
  region: 'DE-NW',
  openingHours: [
    { weekday: 1, from: '08:00', to: '12:00' },
    { weekday: 1, from: '12:00', to: '20:00' },
    { weekday: 5, from: '18:00', to: '02:00' },
    { weekday: 6, from: '08:00', to: '20:00' },
  ],
  specialDays: [
    { date: '2026-12-06', kind: 'hours', hours: [{ from: '11:00', to: '18:00' }], note: 'Verkaufsoffener Sonntag' },
    { date: '2026-12-01', kind: 'blackout', note: '' },
    { date: '2027-01-02', kind: 'closed', note: 'Inventur' },
  ],
};

const rule: WindowRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: true,
  fixedRange: { from: '22:00', to: '05:00' },
};

const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe('calendarProblems', () => {
  it('finds none in a good calendar (Canary Islands and Austria too)', () => {
    expect(calendarProblems(good)).toEqual([]);
    expect(calendarProblems({ ...good, timeZone: 'Atlantic/Canary', region: 'ES-CN' })).toEqual([]);
    expect(calendarProblems({ ...good, timeZone: 'Europe/Vienna', region: 'AT-9' })).toEqual([]);
    expect(calendarProblems({ ...good, region: null })).toEqual([]);
  });

  it('refuses an unknown time zone and an unknown region', () => {
    expect(calendarProblems({ ...good, timeZone: 'Europe/Bonn' })).toEqual([
      { field: 'timeZone', message: 'Die Zeitzone „Europe/Bonn“ ist unbekannt (z. B. Europe/Berlin).' },
    ]);
    expect(calendarProblems({ ...good, region: 'DE-XX' })).toEqual([
      { field: 'region', message: 'Die Feiertagsregion „DE-XX“ ist unbekannt.' },
    ]);
    expect(isKnownTimeZone('Atlantic/Canary')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('refuses times that do not exist and ranges of length 0', () => {
    const hours = [
      { weekday: 2, from: '25:00', to: '20:00' },
      { weekday: 3, from: '7:5', to: '20:00' },
      { weekday: 4, from: '08:00', to: '08:00' },
      { weekday: 8, from: '08:00', to: '09:00' },
    ];
    const problems = calendarProblems({ ...good, openingHours: hours });
    expect(problems).toEqual([
      { field: 'openingHours.0.from', message: '„25:00“ ist keine Uhrzeit: erlaubt ist HH:mm von 00:00 bis 23:59.' },
      { field: 'openingHours.1.from', message: '„7:5“ ist keine Uhrzeit: erlaubt ist HH:mm von 00:00 bis 23:59.' },
      { field: 'openingHours.2.to', message: 'Der Zeitraum beginnt und endet um 08:00 und hätte so keine Dauer.' },
      { field: 'openingHours.3.weekday', message: '„8“ ist kein Wochentag: erlaubt ist 1 (Montag) bis 7 (Sonntag).' },
    ]);
  });

  it('refuses overlapping ranges on one weekday, also one running past midnight into the next day', () => {
    const overlapping = [
      { weekday: 1, from: '08:00', to: '13:00' },
      { weekday: 1, from: '12:00', to: '20:00' },
    ];
    expect(calendarProblems({ ...good, openingHours: overlapping })).toEqual([
      {
        field: 'openingHours.1.from',
        message: 'Die Öffnungszeiten 08:00–13:00 und 12:00–20:00 am Montag überschneiden sich.',
      },
    ]);
    // Sunday 20:00–09:00 runs into Monday 08:00–12:00.
    const pastMidnight = [
      { weekday: 1, from: '08:00', to: '12:00' },
      { weekday: 7, from: '20:00', to: '09:00' },
    ];
    expect(calendarProblems({ ...good, openingHours: pastMidnight })).toEqual([
      {
        field: 'openingHours.1.to',
        message:
          'Die Öffnungszeit 20:00–09:00 am Sonntag reicht über Mitternacht in die Öffnungszeit 08:00–12:00 am Montag.',
      },
    ]);
    // Ending where the next day begins is fine.
    expect(
      calendarProblems({ ...good, openingHours: [pastMidnight[0]!, { weekday: 7, from: '20:00', to: '08:00' }] }),
    ).toEqual([]);
  });

  it('refuses bad special days', () => {
    const note = 'x'.repeat(201);
    const problems = calendarProblems({
      ...good,
      specialDays: [
        { date: '2026-02-30', kind: 'closed', note: '' },
        { date: '2026-12-24', kind: 'closed', note: '' },
        { date: '2026-12-24', kind: 'blackout', note: '' },
        { date: '2026-12-27', kind: 'hours', note: '' },
        { date: '2026-12-28', kind: 'closed', hours: [{ from: '10:00', to: '12:00' }], note: '' },
        { date: '2026-12-29', kind: 'blackout', note },
        {
          date: '2026-12-30',
          kind: 'hours',
          hours: [
            { from: '10:00', to: '14:00' },
            { from: '13:00', to: '24:00' },
          ],
          note: '',
        },
      ],
    });
    expect(problems).toEqual([
      { field: 'specialDays.0.date', message: '„2026-02-30“ ist kein Datum, das es gibt (JJJJ-MM-TT).' },
      { field: 'specialDays.2.date', message: 'Für den 24.12.2026 ist mehr als ein Sondertag eingetragen.' },
      { field: 'specialDays.3.hours', message: 'Der Sondertag am 27.12.2026 braucht mindestens eine Öffnungszeit.' },
      { field: 'specialDays.4.hours', message: 'Der Sondertag „Geschlossen“ am 28.12.2026 hat keine Öffnungszeiten.' },
      { field: 'specialDays.5.note', message: 'Die Notiz darf höchstens 200 Zeichen lang sein.' },
      {
        field: 'specialDays.6.hours.1.to',
        message: '„24:00“ ist keine Uhrzeit: erlaubt ist HH:mm von 00:00 bis 23:59.',
      },
    ]);
    const overlapping = calendarProblems({
      ...good,
      specialDays: [
        {
          date: '2026-12-30',
          kind: 'hours',
          hours: [
            { from: '10:00', to: '14:00' },
            { from: '13:00', to: '18:00' },
          ],
          note: '',
        },
      ],
    });
    expect(fieldsOf(overlapping)).toEqual(['specialDays.0.hours.1.from']);
    expect(overlapping[0]!.message).toBe(
      'Die Öffnungszeiten 10:00–14:00 und 13:00–18:00 am 30.12.2026 überschneiden sich.',
    );
  });
});

describe('windowRuleProblems', () => {
  it('finds none in a good rule, also without a fixed range and at the limits', () => {
    expect(windowRuleProblems(rule)).toEqual([]);
    expect(
      windowRuleProblems({ ...rule, fixedRange: null, minutesAfterClosing: 0, minutesBeforeOpening: 720 }),
    ).toEqual([]);
  });

  it('refuses minutes outside 0 … 720 and a fixed range of length 0', () => {
    expect(
      windowRuleProblems({
        ...rule,
        minutesAfterClosing: 721,
        minutesBeforeOpening: -1,
        fixedRange: { from: '02:00', to: '02:00' },
      }),
    ).toEqual([
      {
        field: 'minutesAfterClosing',
        message: 'Minuten nach Ladenschluss: erlaubt ist eine ganze Zahl von 0 bis 720.',
      },
      {
        field: 'minutesBeforeOpening',
        message: 'Minuten vor Ladenöffnung: erlaubt ist eine ganze Zahl von 0 bis 720.',
      },
      { field: 'fixedRange.to', message: 'Der Zeitraum beginnt und endet um 02:00 und hätte so keine Dauer.' },
    ]);
    expect(fieldsOf(windowRuleProblems({ ...rule, minutesAfterClosing: 2.5 }))).toEqual(['minutesAfterClosing']);
  });
});

describe('timeRangeProblems', () => {
  it('names the field under the given path', () => {
    expect(fieldsOf(timeRangeProblems({ from: '24:00', to: '7:5' }, 'specialDays.3.hours.0'))).toEqual([
      'specialDays.3.hours.0.from',
      'specialDays.3.hours.0.to',
    ]);
    expect(timeRangeProblems({ from: '22:00', to: '05:00' }, 'fixedRange')).toEqual([]);
  });

  it('refuses a kind of special day that only names a member of every object', () => {
    const kinds = ['__proto__', 'constructor', 'toString'];
    const problems = calendarProblems({
      ...good,
      specialDays: kinds.map((kind, day) => ({ date: `2026-12-0${day + 1}`, kind, note: '' }) as SpecialDay),
    });
    expect(problems).toEqual(
      kinds.map((kind, day) => ({
        field: `specialDays.${day}.kind`,
        message: `„${kind}“ ist keine Art von Sondertag.`,
      })),
    );
  });
});
