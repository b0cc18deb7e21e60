// The Steuernummer in the formats the 16 Länder print on their notices, and in the 13-digit federal
// form ELSTER uses. Only the form is checked, not the check digit: the Länder compute it by several
// procedures that are not all published, and refusing a valid number would block a report.

export const laender = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type Land = (typeof laender)[number];

/** A group of digits, then '/' or a blank before the next (the Länder print one or the other). */
const grouped = (first: string, ...rest: string[]) => new RegExp(`^${first}${rest.map((g) => `[/ ]${g}`).join('')}$`);

/** The Länder's own formats: FF tax office, BBB district, UUUU number, P check digit. */
const landFormats: Record<Land, RegExp> = {
  BW: grouped('\\d{5}', '\\d{5}'), // FFBBB/UUUUP
  BY: grouped('\\d{3}', '\\d{3}', '\\d{5}'), // FFF/BBB/UUUUP
  BE: grouped('\\d{2}', '\\d{3}', '\\d{5}'), // FF/BBB/UUUUP
  BB: grouped('0\\d{2}', '\\d{3}', '\\d{5}'), // 0FF/BBB/UUUUP
  HB: grouped('\\d{2}', '\\d{3}', '\\d{5}'), // FF BBB UUUUP
  HH: grouped('\\d{2}', '\\d{3}', '\\d{5}'), // FF/BBB/UUUUP
  HE: grouped('0\\d{2}', '\\d{3}', '\\d{5}'), // 0FF BBB UUUUP
  MV: grouped('0\\d{2}', '\\d{3}', '\\d{5}'), // 0FF/BBB/UUUUP
  NI: grouped('\\d{2}', '\\d{3}', '\\d{5}'), // FF/BBB/UUUUP
  NW: grouped('\\d{3}', '\\d{4}', '\\d{4}'), // FFF/BBBB/UUUP
  RP: grouped('\\d{2}', '\\d{3}', '\\d{5}'), // FF/BBB/UUUUP
  SL: grouped('0\\d{2}', '\\d{3}', '\\d{5}'), // 0FF/BBB/UUUUP
  SN: grouped('2\\d{2}', '\\d{3}', '\\d{5}'), // 2FF/BBB/UUUUP
  ST: grouped('1\\d{2}', '\\d{3}', '\\d{5}'), // 1FF/BBB/UUUUP
  SH: grouped('\\d{2}', '\\d{3}', '\\d{5}'), // FF BBB UUUUP
  TH: grouped('1\\d{2}', '\\d{3}', '\\d{5}'), // 1FF/BBB/UUUUP
};

/**
 * The federal form: the Land's number (one or two digits) and its tax office so that both make four
 * digits, a 0, then district, number and check digit (NW: BBBB/UUU).
 */
const federalFormats: Record<Land, RegExp> = {
  BW: /^28\d{2}0\d{8}$/,
  BY: /^9\d{3}0\d{8}$/,
  BE: /^11\d{2}0\d{8}$/,
  BB: /^30\d{2}0\d{8}$/,
  HB: /^24\d{2}0\d{8}$/,
  HH: /^22\d{2}0\d{8}$/,
  HE: /^26\d{2}0\d{8}$/,
  MV: /^40\d{2}0\d{8}$/,
  NI: /^23\d{2}0\d{8}$/,
  NW: /^5\d{3}0\d{8}$/,
  RP: /^27\d{2}0\d{8}$/,
  SL: /^10\d{2}0\d{8}$/,
  SN: /^32\d{2}0\d{8}$/,
  ST: /^31\d{2}0\d{8}$/,
  SH: /^21\d{2}0\d{8}$/,
  TH: /^41\d{2}0\d{8}$/,
};

/** The Länder whose format the number has (several share one); empty when it has none. */
export function taxNumberLaender(text: string): Land[] {
  const value = text.trim();
  return laender.filter((land) => landFormats[land].test(value) || federalFormats[land].test(value));
}

export const isTaxNumber = (text: string) => taxNumberLaender(text).length > 0;
