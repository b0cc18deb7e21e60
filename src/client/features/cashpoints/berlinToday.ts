/** Today ('YYYY-MM-DD') in Berlin: the day of a change and the 'today' of deadlines (issue 52). */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}
