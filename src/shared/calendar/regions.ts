// The holiday regions a calendar may name: code (as date-holidays knows it: country, or country and
// state) and German name, in the order the SPA offers them. Public holidays of a region are the
// national ones plus its own; a test checks that date-holidays knows every code.

export interface HolidayRegion {
  code: string;
  name: string;
}

export const holidayRegions: readonly HolidayRegion[] = [
  { code: 'DE', name: 'Deutschland (nur bundesweite Feiertage)' },
  { code: 'DE-BW', name: 'Baden-Württemberg' },
  { code: 'DE-BY', name: 'Bayern' },
  { code: 'DE-BE', name: 'Berlin' },
  { code: 'DE-BB', name: 'Brandenburg' },
  { code: 'DE-HB', name: 'Bremen' },
  { code: 'DE-HH', name: 'Hamburg' },
  { code: 'DE-HE', name: 'Hessen' },
  { code: 'DE-MV', name: 'Mecklenburg-Vorpommern' },
  { code: 'DE-NI', name: 'Niedersachsen' },
  { code: 'DE-NW', name: 'Nordrhein-Westfalen' },
  { code: 'DE-RP', name: 'Rheinland-Pfalz' },
  { code: 'DE-SL', name: 'Saarland' },
  { code: 'DE-SN', name: 'Sachsen' },
  { code: 'DE-ST', name: 'Sachsen-Anhalt' },
  { code: 'DE-SH', name: 'Schleswig-Holstein' },
  { code: 'DE-TH', name: 'Thüringen' },
  { code: 'AT', name: 'Österreich (nur bundesweite Feiertage)' },
  { code: 'AT-1', name: 'Burgenland' },
  { code: 'AT-2', name: 'Kärnten' },
  { code: 'AT-3', name: 'Niederösterreich' },
  { code: 'AT-4', name: 'Oberösterreich' },
  { code: 'AT-5', name: 'Salzburg' },
  { code: 'AT-6', name: 'Steiermark' },
  { code: 'AT-7', name: 'Tirol' },
  { code: 'AT-8', name: 'Vorarlberg' },
  { code: 'AT-9', name: 'Wien' },
  { code: 'CH', name: 'Schweiz (nur landesweite Feiertage)' },
  { code: 'CH-ZH', name: 'Kanton Zürich' },
  { code: 'CH-BE', name: 'Kanton Bern' },
  { code: 'CH-LU', name: 'Kanton Luzern' },
  { code: 'CH-BS', name: 'Kanton Basel-Stadt' },
  { code: 'CH-SG', name: 'Kanton St. Gallen' },
  { code: 'CH-AG', name: 'Kanton Aargau' },
  { code: 'CH-TI', name: 'Kanton Tessin' },
  { code: 'CH-GE', name: 'Kanton Genf' },
  { code: 'ES-CN', name: 'Spanien: Kanarische Inseln' },
];

const codes = new Set(holidayRegions.map((region) => region.code));

/** True for a code of the list above. */
export const isHolidayRegionCode = (code: string) => codes.has(code);

/** The German name of a region's code; the code itself for one not in the list. */
export const holidayRegionName = (code: string) => holidayRegions.find((region) => region.code === code)?.name ?? code;
