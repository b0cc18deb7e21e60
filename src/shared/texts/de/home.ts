// The start page (Übersicht).
export const homeTexts = {
  home: {
    id: 'ID',
    context: 'Kontext',
    stores: 'Filialen',
    cashpoints: 'Kassen',
    pendingCashpointUpdates: 'Ausstehende Kassen-Updates',
    storeAgents: 'STORE-Instanzen',
    pendingStoreUpdates: 'Ausstehende STORE-Updates',
    empty: 'Keine Kontexte vorhanden.',
  },
} as const;
