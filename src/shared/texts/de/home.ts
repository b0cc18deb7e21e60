// The start page (Übersicht), its situation view, the top bar's badge and the pages' data age.
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
  situation: {
    title: 'Was jetzt ansteht',
    total: 'Alle Kontexte',
    perContext: 'Nach Kontext',
    tableLabel: 'Was jetzt ansteht, nach Kontext',
    allClear: 'Nichts steht an: keine kritischen Alarme, keine angehaltenen Rollouts, nichts offline.',
    items: {
      criticalAlertCount: 'Kritische Alarme',
      unownedAlertCount: 'Alarme ohne Bearbeiter',
      pausedRolloutCount: 'Rollouts angehalten',
      waitingForApprovalRolloutCount: 'Rollouts zur Freigabe',
      runningRolloutCount: 'Rollouts laufen',
      offlineCashpointCount: 'Kassen offline',
      offlineStoreAgentCount: 'STORE-Instanzen offline',
      maintenanceStoreCount: 'Filialen in Wartung',
      waitingForWindowStoreCount: 'Filialen warten auf ihr Fenster',
    },
    /** A count's link, read out by a screen reader: what it opens. */
    linkLabel: (count: number, item: string, context: string) => `${item}: ${count} (${context}) anzeigen`,
    /** A context's count as its link reads: the label first, so any number reads right. */
    countOf: (item: string, count: number) => `${item}: ${count}`,
    /** A total spread over several contexts: the page shows one context at a time. */
    severalContexts: 'in mehreren Kontexten, siehe unten',
  },
  dataAge: {
    /** The time of the page's last successful fetch. */
    label: (time: string) => `Stand ${time}`,
    title: 'Zeitpunkt der letzten erfolgreichen Abfrage; die Seite fragt regelmäßig neu ab.',
  },
  criticalBadge: {
    label: (count: number) => (count === 1 ? '1 kritischer offener Alarm' : `${count} kritische offene Alarme`),
  },
  pageFilter: {
    /** The notice above a tree or list narrowed by a link of the start page. */
    only: (what: string) => `Nur: ${what}`,
    showAll: 'Alle anzeigen',
    treeShow: {
      offline: 'offline',
      maintenance: 'in Wartung',
      waiting: 'wartet auf das Update-Fenster',
    },
  },
} as const;
