/** A day 'YYYY-MM-DD' as German readers and Mein ELSTER's form write it (TT.MM.JJJJ); empty stays empty. */
export function formatDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
