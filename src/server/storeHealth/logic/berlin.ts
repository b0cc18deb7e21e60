// Times as the causes name them: the clock in Berlin, the stores' zone (issue 51), by date-fns' time
// zone support (the console's one library for zones, as the rollouts and maintenance windows use).
import { TZDate } from '@date-fns/tz';
import { format, startOfDay } from 'date-fns';

const zone = 'Europe/Berlin';
const inBerlin = (at: number) => new TZDate(at, zone);

/** The day in Berlin, 'YYYY-MM-DD'. */
export const berlinDay = (at: number) => format(inBerlin(at), 'yyyy-MM-dd');

/** '10:42' on the day of `now` in Berlin, else '28.11. 10:42'. */
export function berlinTime(at: number, now: number): string {
  return format(inBerlin(at), berlinDay(at) === berlinDay(now) ? 'HH:mm' : 'dd.MM. HH:mm');
}

/** The moment the Berlin day of `now` began. */
export const berlinDayStart = (now: number): number => startOfDay(inBerlin(now)).getTime();
