// The search ('Suche', issue 54): the command palette of the top bar, the titles and subtitles the
// server gives its results, and its message about a bad term.

export const searchTexts = {
  search: {
    /** The top bar's field that opens the palette, and its shortcut hint. */
    open: 'Suchen …',
    shortcut: 'Strg+K',
    dialogTitle: 'Suche',
    inputLabel: 'Suchbegriff',
    placeholder: 'Filiale, Kasse (4711/3), Hostname, Update, Alarm, Seite …',
    recent: 'Zuletzt geöffnet',
    results: 'Treffer',
    none: 'Keine Treffer.',
    count: (n: number) => (n === 1 ? '1 Treffer' : `${n} Treffer`),
    searching: 'Sucht …',
    failed: 'Die Suche ist fehlgeschlagen.',
    hint: '↑ ↓ wählen · Enter öffnen · Esc schließen',
    /** Each kind's badge in the list. */
    kinds: {
      page: 'Seite',
      context: 'Kontext',
      store: 'Filiale',
      cashpoint: 'Kasse',
      storeAgent: 'STORE-Instanz',
      update: 'Update',
      rollout: 'Rollout',
      alert: 'Alarm',
      user: 'Benutzer',
    },
    // The server's titles and subtitles of its results.
    storeTitle: (storeId: string, name: string) =>
      !name ? `Filiale ${storeId}` : name.startsWith('Filiale') ? name : `Filiale ${storeId} ${name}`,
    cashpointTitle: (storeId: string, posId: string) => `Kasse ${storeId}/${posId}`,
    storeAgentTitle: (storeId: string) => `STORE-Instanz ${storeId}`,
    rolloutTitle: (filename: string) => `Rollout ${filename}`,
    updateKinds: { cashpoint: 'Kassen-Update', store: 'STORE-Update' },
    userSubtitle: (name: string, email: string | null) => (email ? `${name} · ${email}` : name),
    termEmpty: 'Bitte einen Suchbegriff eingeben.',
    termTooLong: (max: number) => `Der Suchbegriff darf höchstens ${max} Zeichen lang sein.`,
  },
} as const;
