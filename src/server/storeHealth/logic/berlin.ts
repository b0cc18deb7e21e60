// Times as the causes name them: the clock in Berlin, the stores' zone (issue 51).

const zone = 'Europe/Berlin';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: zone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('de-DE', { timeZone: zone, day: '2-digit', month: '2-digit' });

/** The day in Berlin, 'YYYY-MM-DD'. */
export const berlinDay = (at: number) => dayFormat.format(new Date(at));

/** '10:42' on the day of `now` in Berlin, else '28.11. 10:42'. */
export function berlinTime(at: number, now: number): string {
  const time = timeFormat.format(new Date(at));
  return berlinDay(at) === berlinDay(now) ? time : `${dateFormat.format(new Date(at))} ${time}`;
}

/** The moment the Berlin day of `now` began (its zone is one or two hours ahead of UTC). */
export function berlinDayStart(now: number): number {
  const day = berlinDay(now);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [2, 1]) {
    const start = utcMidnight - hours * 3_600_000;
    if (berlinDay(start) === day) return start;
  }
  return utcMidnight;
}
