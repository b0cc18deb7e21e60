// TEMPORARY stand-in until cal-logic lands (reverted before the merge).
export const holidayRegions = [
  { code: 'DE', name: 'Deutschland (bundesweit)' },
  { code: 'DE-NW', name: 'Nordrhein-Westfalen' },
  { code: 'DE-NI', name: 'Niedersachsen' },
  { code: 'AT', name: 'Österreich (bundesweit)' },
  { code: 'ES-CN', name: 'Kanarische Inseln' },
] as const;
