// What the two fleet pages share (tree, details, refresh).
export const fleetTexts = {
  fleet: {
    /** The name of the details column, which scrolls on its own beside the tree. */
    detailsRegion: 'Details der Auswahl',
    filterLabel: 'Filter',
    refresh: 'Aktualisieren',
    noMatch: 'Keine Treffer.',
    storeNameLabel: 'Filialname',
    state: { online: 'Online', offline: 'Offline' },
    /** What a register's and a store server's details share (components/fleet/TargetFacts). */
    fields: {
      agentVersion: 'Agent-Version',
      lastHeartbeat: 'Letzter Heartbeat',
      currentVersion: 'Installiertes Update',
      state: 'Zustand',
      updated: 'Aktualisiert',
    },
    installLog: 'Installations-Log',
    sections: { os: 'Betriebssystem', network: 'Netzwerk', history: 'Versionshistorie' },
    notUpdated: 'Nicht aktualisiert',
    moreTags: (n: number) => `+${n}`,
    moreTagsLabel: (tags: string[]) => `weitere Versionen: ${tags.join(', ')}`,
    never: 'Nie',
    none: '–',
    os: {
      osName: 'Betriebssystem',
      osType: 'Typ',
      version: 'Version',
      cpus: 'CPUs',
      platform: 'Plattform',
      hostname: 'Hostname',
      lastReboot: 'Letzter Neustart',
      timezone: 'Zeitzone',
      ntpServer: 'NTP-Server',
      ntpSyncActive: 'NTP-Synchronisation aktiv',
      ntpLastSuccessfulSyncTime: 'Letzte NTP-Synchronisation',
    },
    network: {
      name: 'Schnittstelle',
      ipAddress: 'IP-Adresse',
      macAddress: 'MAC-Adresse',
      netmask: 'Netzmaske',
      gateway: 'Gateway',
    },
    history: {
      order: 'Reihenfolge',
      tag: 'Tag',
      filename: 'Paket',
      status: 'Status',
      releaseDate: 'Freigabezeitpunkt',
      installation: 'Installationsstatus',
      log: 'Log',
      showLog: (tag: string) => `Log von ${tag} anzeigen`,
      empty: 'Keine Updates vorhanden.',
    },
    updateStatus: { 1: 'Neu', 2: 'Aktiv', 3: 'Gelöscht', 4: 'Test/Labor', unknown: 'UNKNOWN' } as Record<
      number | 'unknown',
      string
    >,
    installation: {
      0: 'Nicht installiert',
      1: 'Installation läuft',
      2: 'Installiert',
      3: 'Fehlgeschlagen',
    } as Record<number, string>,
    installingSince: (time: string) => `seit ${time}`,
    /** The states the agents report for their services, in German (docs/glossary.md). */
    serviceStates: {
      RUNNING: 'läuft',
      UP: 'läuft',
      STOPPED: 'gestoppt',
      DOWN: 'ausgefallen',
      START_PENDING: 'startet',
      STOP_PENDING: 'wird gestoppt',
      PAUSED: 'angehalten',
      PAUSE_PENDING: 'wird angehalten',
      CONTINUE_PENDING: 'wird fortgesetzt',
    } as Record<string, string>,
    /** How a service starts, in German. */
    startTypes: {
      AUTOMATIC: 'automatisch',
      MANUAL: 'manuell',
      DISABLED: 'deaktiviert',
    } as Record<string, string>,
    /** The tooltip of a translated value: what the agent sent. */
    reported: (raw: string) => `gemeldet: ${raw}`,
    /** Why a start type other than automatic is red where one is required (dutiserv). */
    startTypeRequired: (raw: string, expected: string) => `gemeldet: ${raw}; erwartet: ${expected}`,
    noEntries: 'Keine Einträge.',
    noLog: 'Kein Log vorhanden.',
    logDate: (time: string) => `Log vom ${time}`,
  },
} as const;
