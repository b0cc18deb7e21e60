// The frame around every page: app, banner, main menu, page titles, login, context picker, lists
// and pager.
export const frameTexts = {
  app: {
    title: 'Kassen-Konsole',
    version: 'Version 1.5.2',
    loading: 'Wird geladen …',
    skipToContent: 'Zum Inhalt springen',
  },
  environment: {
    DEVEL: 'Entwicklungssystem',
    TEST: 'Testsystem',
  },
  menu: {
    label: 'Hauptmenü',
    updates: 'Updates',
    reports: 'Auswertungen',
    admin: 'Verwaltung',
    logout: 'Logout',
    userMenu: (name: string) => `Benutzermenü ${name}`,
    toggle: 'Menü ein- und ausklappen',
    darkScheme: 'Dunkles Design',
  },
  pages: {
    home: 'Übersicht',
    cashpoints: 'Kassen',
    actions: 'Aktionen',
    cashpointUpdates: 'Kassen-Updates',
    storeAgents: 'STORE-Instanzen',
    storeUpdates: 'STORE-Updates',
    rollouts: 'Rollouts',
    cashpointReport: 'Kassen-Auswertung',
    storeReport: 'STORE-Auswertungen',
    statistics: 'Statistiken',
    contexts: 'Kontexte',
    users: 'Benutzer',
    profile: 'Profil',
    alerts: 'Alarme',
    fiscal: 'Fiskal',
    taxNotices: 'Kassenmeldungen',
    auditLog: 'Protokoll',
  },
  login: {
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    twoFactorTitle: 'Zwei-Faktor-Authentisierung',
    twoFactorHint: 'Bitte geben Sie den Bestätigungscode aus Ihrer Authenticator-App ein.',
    token: 'Bestätigungscode',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    failed: 'Die Anmeldung ist fehlgeschlagen.',
  },
  contextPicker: {
    label: 'Kontext',
    placeholder: 'Bitte Kontext wählen',
  },
  list: {
    search: 'Suchbegriff eingeben...',
    searchLabel: 'Suche',
    pageSize: 'Einträge pro Seite',
    range: (from: number, to: number, total: number) => `${from}–${to} von ${total}`,
  },
  /** The page links of lists and reports (their hidden labels too). */
  pager: {
    pagination: 'Seitennavigation',
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
    pageWord: 'Seite',
    // React-Bootstrap puts it right after the number; the space keeps the name 'Seite 2 (aktuelle Seite)'.
    current: ' (aktuelle Seite)',
  },
  /** A day typed or picked the German way, whatever language the browser speaks. */
  dayInput: {
    placeholder: 'TT.MM.JJJJ',
  },
  /** What shows instead of a page that failed to render, with the ways back. */
  pageError: {
    title: 'Diese Seite konnte nicht angezeigt werden.',
    hint: 'Ein unerwarteter Fehler ist aufgetreten. Laden Sie die Seite neu oder kehren Sie zur Startseite zurück.',
    home: 'Zur Startseite',
    reload: 'Neu laden',
  },
} as const;
