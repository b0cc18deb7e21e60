// The console's German words, one per thing (issue 46): what each means and which words it replaces.
// docs/glossary.md shows the same table for readers of the docs; glossary.test.ts keeps the two
// equal and fails when a text of the catalogue uses a word to avoid. Texts the specification gives
// verbatim stay as written even where they use such a word (specTexts below).

export interface GlossaryEntry {
  /** The word the UI uses. */
  term: string;
  meaning: string;
  /** Words not to use for it (each also in its inflected forms: -e, -en, -n, -s, -es). */
  avoid: readonly string[];
}

export const glossary = {
  context: {
    term: 'Kontext',
    meaning:
      'Ein Kunde oder eine Anwendung des Anbieters mit eigenen Filialen, Kassen, Updates und Einstellungen. „Kunde“ und „Anwendung“ sind nur die Typen eines Kontexts.',
    avoid: ['Kunde', 'Mandant'],
  },
  store: {
    term: 'Filiale',
    meaning:
      'Ein Markt eines Kontexts, genannt mit Filialnummer und Filialname; hat Kassen und höchstens eine STORE-Instanz.',
    avoid: ['Marktnr.', 'Marktnummer', 'Standort'],
  },
  cashpoint: {
    term: 'Kasse',
    meaning: 'Ein Kassensystem einer Filiale, genannt mit Filialnummer und Kassennummer.',
    avoid: ['Register', 'Terminal', 'POS-System'],
  },
  storeAgent: {
    term: 'STORE-Instanz',
    meaning: 'Der STORE-Server einer Filiale mit seinem Agenten, der Zustand, Checks und Dienste meldet.',
    avoid: ['Store-Agent', 'STORE-Agent', 'Storeagent', 'Filialserver'],
  },
  update: {
    term: 'Update',
    meaning: 'Ein Installationspaket für Kassen (Kassen-Update) oder STORE-Instanzen (STORE-Update).',
    avoid: ['Patch', 'Aktualisierungspaket'],
  },
  releaseDate: {
    term: 'Freigabezeitpunkt',
    meaning: 'Ab wann ein Update installiert werden darf.',
    avoid: ['Release-Datum', 'Veröffentlichungsdatum'],
  },
  rollout: {
    term: 'Rollout',
    meaning: 'Die schrittweise Verteilung eines aktiven Updates auf die Filialen eines Kontexts, in Wellen.',
    avoid: ['Ausrollung', 'Roll-out', 'Deployment'],
  },
  wave: {
    term: 'Welle',
    meaning: 'Ein Schritt eines Rollouts: Filialen, die das Update zugleich erhalten.',
    avoid: ['Stufe', 'Phase', 'Batch'],
  },
  gate: {
    term: 'Prüfung',
    meaning:
      'Eine Bedingung (Gate), die eine Welle erfüllen muss, bevor die nächste beginnt: Fehlerquote, neue Alarme, Tagesabschluss, Wartezeit.',
    avoid: ['Gate', 'Quality-Gate'],
  },
  check: {
    term: 'Check',
    meaning:
      'Ein Wert, den eine Kasse oder STORE-Instanz über sich meldet und die Auswertungen bewerten (WWS-Checks, System-Checks, Dienste-Checks); ein Kontext bestimmt, welche er zeigt.',
    avoid: ['WWS-Prüfung', 'Kassen-Prüfung', 'STORE-Prüfung', 'System-Prüfung', 'Systemprüfung', 'Dienste-Prüfung'],
  },
  approval: {
    term: 'Freigabe',
    meaning: 'Die Entscheidung einer Person mit dem Recht „Rollouts freigeben“, dass eine wartende Welle beginnt.',
    avoid: ['Genehmigung', 'Zustimmung', 'Approval'],
  },
  updateWindow: {
    term: 'Update-Fenster',
    meaning:
      'Die Zeit, in der eine Filiale Updates installieren darf, aus ihren Öffnungszeiten und der Regel des Kontexts.',
    avoid: ['Wartungsfenster', 'Installationsfenster', 'Updatefenster'],
  },
  maintenance: {
    term: 'Wartung',
    meaning: 'Eine geplante Zeit, in der eine Filiale oder Kasse keine Alarme meldet.',
    avoid: ['Wartungsmodus', 'Maintenance'],
  },
  alert: {
    term: 'Alarm',
    meaning:
      'Ein erkanntes Problem einer Kasse oder Filiale (z. B. offline, Dienst gestoppt), mit Schwere und Zustand.',
    avoid: ['Alert', 'Warnmeldung'],
  },
  serviceAccount: {
    term: 'Servicekonto',
    meaning: 'Ein Konto für Programme: mit Rolle und Kontexten, ohne Passwort und Anmeldung; handelt über API-Tokens.',
    avoid: ['Dienstkonto', 'Service-Account', 'Systembenutzer', 'Technischer Benutzer'],
  },
  apiToken: {
    term: 'API-Token',
    meaning:
      'Ein geheimer Schlüssel, mit dem ein Programm die API im Namen eines Benutzers oder Servicekontos aufruft.',
    avoid: ['API-Schlüssel', 'API-Key', 'Zugriffstoken'],
  },
  twoFactorCode: {
    term: 'Bestätigungscode',
    meaning:
      'Die Zahl aus der Authenticator-App, die die Zwei-Faktor-Authentisierung verlangt (kurz „Code“); nie „Token“, das ist ein API-Token.',
    avoid: ['Zwei-Faktor-Token', '2FA-Token', 'Einmalpasswort', 'OTP'],
  },
  webhook: {
    term: 'Webhook',
    meaning: 'Eine Adresse, an die die Konsole Ereignisse eines Kontexts signiert sendet.',
    avoid: ['Web-Hook', 'Callback', 'Rückruf-URL'],
  },
  right: {
    term: 'Recht',
    meaning: 'Eine Erlaubnis, die eine Rolle gibt, z. B. „Rollouts freigeben“; jedes Recht hat genau einen Namen.',
    avoid: ['Berechtigung', 'Permission'],
  },
  tse: {
    term: 'TSE',
    meaning:
      'Technische Sicherheitseinrichtung: signiert die Kassenbelege; der TSE-Server der Filiale verwaltet die TSEs ihrer Kassen.',
    avoid: ['Signaturmodul', 'Sicherheitsmodul'],
  },
  premises: {
    term: 'Betriebsstätte',
    meaning: 'Der Ort, dem die Finanzverwaltung Kassen und TSEs zuordnet; eine Filiale ist eine Betriebsstätte.',
    avoid: ['Niederlassung', 'Geschäftsstelle'],
  },
} as const satisfies Record<string, GlossaryEntry>;

/** Each right's one name: the token dialog, the role editor, its preview and the messages use it. */
export const rightNames: Record<string, string> = {
  UPDATES_CHANGE: 'Updates ändern',
  UPDATES_ORDER_CHANGE: 'Update-Reihenfolge ändern',
  USERS: 'Benutzer ansehen',
  USERS_CHANGE: 'Benutzer ändern',
  CONTEXTS: 'Kontexte ansehen',
  CONTEXTS_CHANGE: 'Kontexte ändern',
  CASHPOINTS_CHANGE: 'Kassen und Filialen ändern',
  AUDIT: 'Protokoll ansehen',
  CALENDAR_CHANGE: 'Öffnungszeiten ändern',
  ROLLOUTS_APPROVE: 'Rollouts freigeben',
  ALERTS_ACKNOWLEDGE: 'Alarme bestätigen',
  ACTIONS_RUN: 'Aktionen ausführen',
  ACTIONS_RISKY: 'Riskante Aktionen ausführen',
  FISCAL_CHANGE: 'Kassenmeldungen bearbeiten',
};

type Terms = { readonly [K in keyof typeof glossary]: (typeof glossary)[K]['term'] };

/** The words alone, for the texts that name these things. */
export const terms = Object.fromEntries(Object.entries(glossary).map(([key, e]) => [key, e.term])) as Terms;

/**
 * Texts that the specification gives verbatim and that use a word to avoid: they stay as written
 * ({…} stands for a value put in). Anything else with such a word fails glossary.test.ts.
 */
export const specTexts: readonly string[] = [
  // 2.10: the store report's fixed column.
  'Marktnr.',
  // 3: the context types.
  'Kunde',
  // 2.11: the statistics' drill-down headings.
  'Installationsstatus der ausgewählten Kassenversion {} beim Kunden {}',
  'Installationsstatus der ausgewählten Storeversion {} beim Kunden {}',
];

/**
 * Texts that name another system's own field and so keep its word: POSCONNECT calls its tenant
 * „Mandant“ (the store server's details show the value under that name).
 */
export const foreignFieldTexts: readonly string[] = ['Mandant'];
