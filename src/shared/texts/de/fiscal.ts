// The fiscal cockpit's words ('Fiskal', issue 50): the TSE's types and states, the server's checks
// of a reported TSE and of a swap plan, and the CSV export's header. The page's own texts join them.

/** 'YYYY-MM-DD' as Germans write it. */
const germanDate = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

export const fiscalTexts = {
  fiscal: {
    types: { usb: 'USB', sd: 'SD-Karte', lan: 'LAN', cloud: 'Cloud' },
    states: {
      notInitialized: 'nicht initialisiert',
      initialized: 'initialisiert',
      disabled: 'deaktiviert',
      decommissioned: 'außer Betrieb',
      evicted: 'entfernt',
    },
    yes: 'ja',
    no: 'nein',
    problems: {
      counterAboveCapacity: (counter: number, capacity: number) =>
        `"tse.signatureCounter" (${counter}) darf nicht über der Kapazität der TSE liegen (${capacity})`,
      planInPast: (date: string, today: string) =>
        `Der geplante Austausch am ${germanDate(date)} liegt in der Vergangenheit (heute ist der ${germanDate(today)}).`,
      unknownSerial: (serial: string) => `Eine TSE mit der Seriennummer „${serial}“ ist in diesem Kontext unbekannt.`,
    },
    csv: {
      file: (context: string) => `tse-${context}.csv`,
      header: [
        'Kontext',
        'Seriennummer',
        'Typ',
        'BSI-Zertifikat',
        'Hersteller',
        'Modell',
        'Zertifikat gültig bis',
        'Tage übrig',
        'Kapazität genutzt (%)',
        'Voll etwa am',
        'Zustand',
        'Letzter Export',
        'Export erfolgreich',
        'Filiale',
        'Kassen',
        'Austausch geplant am',
        'Notiz',
      ],
    },
  },
};
