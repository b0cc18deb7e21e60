// The screens of store health ('Filial-Betriebsfähigkeit', issue 51): the marks in the fleet trees,
// the register details' sections 'Peripherie', 'Zahlung' and 'Belege', the store's causes and the
// start page's red stores. The words of states, devices and causes are storeHealth.ts's.
import { storeHealthTexts } from './storeHealth';

const states = storeHealthTexts.storeHealth.states;
type State = keyof typeof states;

export const storeHealthScreenTexts = {
  storeHealthScreens: {
    title: 'Betriebsfähigkeit',
    /** A mark's name and tooltip: its state and, when not green, why. */
    markLabel: (state: State, causes: readonly string[]) =>
      `Betriebsfähigkeit ${states[state]}${causes.length > 0 ? `: ${causes.join('; ')}` : ''}`,
    stateText: (state: State) => `Betriebsfähigkeit: ${states[state]}`,
    storeOpen: (open: boolean | null) =>
      open === null
        ? 'Keine Öffnungszeiten hinterlegt: gilt als geöffnet.'
        : open
          ? 'Die Filiale ist laut Kalender geöffnet.'
          : 'Die Filiale ist laut Kalender geschlossen: Geräte und Kartenterminal sind dann kein Grund.',
    storeAllClear: 'Nichts hindert die Filiale am Verkauf.',
    registerAllClear: 'Nichts hindert die Kasse am Verkauf.',
    causesLabel: 'Gründe',
    openRegister: (posId: string) => `Kasse ${posId} öffnen`,
    notReported: 'Nicht gemeldet.',
    reportedAt: (at: string) => `Gemeldet ${at}`,
    peripherals: {
      title: 'Peripherie',
      tableLabel: 'Geräte der Kasse',
      kind: 'Art',
      name: 'Name',
      state: 'Zustand',
      since: 'Seit',
      none: 'Die Kasse hat keine Geräte gemeldet.',
    },
    payment: {
      title: 'Zahlung',
      terminalId: 'Kartenterminal-ID',
      reachable: 'Erreichbar',
      reachableSince: (yes: boolean, since: string) => `${yes ? 'ja' : 'nein'}, seit ${since}`,
      lastTransaction: 'Letzte Zahlung',
      lastCut: 'Letzter Kassenschnitt',
      offlineTransactions: 'Offline-Zahlungen',
      oldestOffline: 'Älteste Offline-Zahlung',
      none: 'Die Kasse hat kein Kartenterminal gemeldet.',
    },
    receipts: {
      title: 'Belege',
      openReceipt: 'Beleg offen',
      unsent: 'Nicht gesendete Belege',
      oldestUnsent: 'Ältester nicht gesendeter Beleg',
      lastUpload: 'Letzter Upload',
    },
    home: {
      title: 'Filialen rot',
      intro: 'Filialen, die gerade nicht verkaufen können (geöffnet laut Kalender), je Kontext.',
      allClear: 'Keine Filiale ist gerade rot.',
      contextLabel: (name: string, total: number) =>
        `${name}: ${total === 1 ? 'eine Filiale' : `${total} Filialen`} rot`,
      storeLink: (storeId: string, name: string | null) => `Filiale ${storeId}${name ? ` ${name}` : ''} öffnen`,
      more: (n: number) => (n === 1 ? 'und eine weitere' : `und ${n} weitere`),
    },
  },
} as const;
