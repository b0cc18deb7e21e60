// Store health's words ('Filial-Betriebsfähigkeit', issue 51): the server's checks of what a
// heartbeat reports of devices, card terminal, receipts and master data, and the causes of a
// store's state. Times are given already formatted (Europe/Berlin).

const devices = {
  printer: 'Bondrucker',
  scanner: 'Scanner',
  scale: 'Waage',
  display: 'Kundendisplay',
  drawer: 'Kassenschublade',
  eft: 'Kartenterminal',
} as const;

const deviceStates = {
  ok: 'in Ordnung',
  offline: 'nicht erreichbar',
  coverOpen: 'Deckel offen',
  paperLow: 'Papier fast leer',
  paperOut: 'Papier leer',
  error: 'Störung',
} as const;

const masterDataKinds = { prices: 'Preise', promotions: 'Aktionen', articles: 'Artikel' } as const;

const register = (posId: string) => `Kasse ${posId}`;

export const storeHealthTexts = {
  storeHealth: {
    states: { green: 'grün', yellow: 'gelb', red: 'rot' },
    devices,
    deviceStates,
    masterDataKinds,
    problems: {
      sinceInFuture: (field: string, at: string) =>
        `"${field}" (${at}) liegt mehr als 5 Minuten in der Zukunft; die Uhr des Geräts geht vor.`,
      peripheralTwice: (kind: string, name: string) =>
        `Das Gerät „${name}“ (${kind}) ist in "peripherals" zweimal genannt.`,
      masterDataTwice: (kind: string) => `Die Stammdaten „${kind}“ sind in "masterData" zweimal genannt.`,
    },
    causes: {
      peripheral: (kind: keyof typeof devices, posId: string, state: keyof typeof deviceStates, since: string) =>
        `${devices[kind]} ${register(posId)}: ${deviceStates[state]} seit ${since}`,
      terminalUnreachable: (posId: string, terminalId: string, since: string) =>
        `Kartenterminal ${register(posId)} (${terminalId}): nicht erreichbar seit ${since}`,
      offlinePayments: (posId: string, count: number, since: string | null) =>
        `Kartenterminal ${register(posId)}: ${
          count === 1 ? 'eine Offline-Zahlung wartet' : `${count} Offline-Zahlungen warten`
        }${since ? ` seit ${since}` : ''}`,
      cutMissing: (posId: string, since: string) =>
        `Kartenterminal ${register(posId)}: Kassenschnitt fehlt für Zahlungen seit ${since}`,
      receiptsUnsent: (posId: string, count: number, since: string) =>
        `${register(posId)}: ${count === 1 ? 'ein Beleg' : `${count} Belege`} nicht gesendet seit ${since}`,
      masterDataPending: (kind: keyof typeof masterDataKinds, version: string, received: string | null) =>
        `${masterDataKinds[kind]} (Version ${version}): ${received ? `empfangen ${received}, ` : ''}nicht eingespielt`,
      masterDataMissing: (kind: keyof typeof masterDataKinds, applied: string | null) =>
        `${masterDataKinds[kind]}: heute nicht eingespielt (${applied ? `zuletzt ${applied}` : 'noch nie'})`,
    },
  },
} as const;
