import { frameTexts } from './frame';
import { rightNames } from './glossary';

// The role editor ('Rollen', issue 32) beside the users page, its permission preview ('Was darf …?'),
// the server's messages about roles and the last user manager, and the audit log's role entries.

/** Each right in German, as the role editor and the preview explain it. */
const rightDescriptions: Record<string, string> = {
  UPDATES_CHANGE: 'Updates hochladen, ändern, archivieren und löschen; Rollouts planen und steuern',
  UPDATES_ORDER_CHANGE: 'Die Installationsreihenfolge der Updates ändern',
  USERS: 'Benutzer ansehen',
  USERS_CHANGE: 'Benutzer, Rollen und Servicekonten anlegen, ändern und löschen',
  CONTEXTS: 'Kontexte ansehen',
  CONTEXTS_CHANGE: 'Kontexte, Alarm-Einstellungen und Webhooks ändern',
  CASHPOINTS_CHANGE: 'Kassen, Filialen und STORE-Instanzen anlegen, umbenennen und löschen',
  AUDIT: 'Das Protokoll ansehen und exportieren',
  CALENDAR_CHANGE: 'Öffnungszeiten und Update-Fenster ändern',
  ROLLOUTS_APPROVE: 'Rollout-Wellen freigeben und die Rollout-Einstellungen ändern',
  ALERTS_ACKNOWLEDGE: 'Alarme übernehmen und bestätigen, Filialen und Kassen in Wartung setzen',
  ACTIONS_RUN: 'Aktionen auf Kassen und STORE-Instanzen ausführen (Dienst neu starten, Logs sammeln …)',
  ACTIONS_RISKY: 'Riskante Aktionen (Neustart, Tagesabschluss, Kassenschnitt) ausführen und freigeben',
  FISCAL_CHANGE: 'Steuerliche Stammdaten der Kassenmeldung ändern und Meldungen als gemeldet markieren',
};

/**
 * What a person with the right can do, in tasks: the preview lists these instead of API operations
 * (those stay behind 'Betroffene API-Operationen').
 */
const rightTasks: Record<string, readonly string[]> = {
  UPDATES_CHANGE: [
    'Updates hochladen',
    'Updates ändern, archivieren und löschen',
    'Rollouts planen, starten und steuern',
  ],
  UPDATES_ORDER_CHANGE: ['Die Installationsreihenfolge der Updates ändern'],
  USERS: ['Benutzer und Rollen ansehen'],
  USERS_CHANGE: ['Benutzer, Rollen und Servicekonten anlegen, ändern und löschen', 'API-Tokens anderer widerrufen'],
  CONTEXTS: ['Kontexte ansehen'],
  CONTEXTS_CHANGE: ['Kontexte anlegen und ändern', 'Alarm-Einstellungen und Webhooks ändern'],
  CASHPOINTS_CHANGE: ['Filialen und Kassen anlegen, umbenennen und löschen', 'STORE-Instanzen umbenennen und löschen'],
  AUDIT: ['Das Protokoll ansehen und exportieren'],
  CALENDAR_CHANGE: ['Öffnungszeiten und Update-Fenster ändern'],
  ROLLOUTS_APPROVE: ['Rollouts freigeben', 'Rollout-Einstellungen ändern'],
  ALERTS_ACKNOWLEDGE: ['Alarme übernehmen und bestätigen', 'Filialen und Kassen in Wartung setzen'],
  ACTIONS_RUN: ['Aktionen auf Kassen und STORE-Instanzen ausführen', 'Gesammelte Logs herunterladen'],
  ACTIONS_RISKY: ['Neustart, Tagesabschluss und Kassenschnitt ausführen', 'Riskante Aktionen anderer freigeben'],
  FISCAL_CHANGE: [
    'Steuerpflichtigen, Filialadressen und Kassendaten für die Kassenmeldung ändern',
    'Kassenmeldungen als gemeldet markieren',
  ],
};

/** The feature flags as the preview names them. */
const featureNames: Record<string, string> = {
  hasStoreAgents: 'Funktion STORE-Instanzen',
  hasStatsMenu: 'Funktion Auswertungen',
  hasStatistics: 'Funktion Statistiken',
  hasCreateButtons: 'Funktion Anlegen-Schaltflächen',
  hasContextManagement: 'Funktion Kontextverwaltung',
};

const rolesPage = 'Rollen';

export const roleTexts = {
  roles: {
    title: rolesPage,
    rightDescriptions,
    rightNames,
    rightTasks,
    featureNames,
    /** The pages as the preview lists them: the menu's names and this page's. */
    pageLabels: { ...frameTexts.pages, roles: rolesPage } as Record<string, string>,
    list: 'Rollen',
    tabPreview: 'Was darf …?',
    loadFailed: 'Die Rollen konnten nicht geladen werden.',
    create: 'Rolle anlegen',
    name: 'Name',
    description: 'Beschreibung',
    rights: 'Rechte',
    users: 'Benutzer',
    kind: 'Art',
    builtin: 'Vordefiniert',
    custom: 'Eigene',
    noRights: 'Keine Rechte',
    allRights: 'Alle Rechte',
    showShort: 'Ansehen',
    editShort: 'Bearbeiten',
    removeShort: 'Löschen',
    actions: 'Aktionen',
    edit: (name: string) => `Rolle ${name} bearbeiten`,
    show: (name: string) => `Rolle ${name} ansehen`,
    remove: (name: string) => `Rolle ${name} löschen`,
    previewOf: (name: string) => `Was darf ${name}?`,
    dialogNew: 'Neue Rolle',
    dialogEdit: (name: string) => `Rolle ${name}`,
    builtinHint: 'Vordefinierte Rollen können nicht geändert werden.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    saved: 'Die Rolle wurde gespeichert.',
    deleted: 'Die Rolle wurde gelöscht.',
    confirmTitle: 'Rolle löschen',
    confirmTitleOf: (name: string) => `Rolle ${name} löschen`,
    confirmText: (name: string) => `Soll die Rolle ${name} wirklich gelöscht werden?`,
    confirm: 'Löschen',
    nameRequired: 'Bitte geben Sie einen Namen ein.',
  },
  preview: {
    title: 'Was darf …?',
    intro:
      'Zeigt für einen Benutzer oder eine Rolle, welche Aufgaben und Seiten erlaubt sind und welches Recht oder welche Funktion sie brauchen. Die Angaben kommen aus denselben Regeln, die der Server anwendet.',
    subjectKind: 'Für',
    user: 'Benutzer',
    role: 'Rolle',
    chooseUser: 'Benutzer wählen',
    chooseRole: 'Rolle wählen',
    context: 'Kontext',
    noContext: 'Kein Kontext',
    show: 'Anzeigen',
    loadFailed: 'Die Vorschau konnte nicht geladen werden.',
    heading: (name: string) => `Was darf ${name}?`,
    heldRights: 'Rechte',
    tasks: 'Aufgaben',
    task: 'Aufgabe',
    pages: 'Seiten',
    operationsDisclosure: 'Betroffene API-Operationen',
    actions: 'Aktionen (ändernde API-Operationen)',
    operations: 'Lesende API-Operationen',
    page: 'Seite',
    operation: 'Operation',
    needs: 'Braucht',
    allowed: 'Erlaubt',
    yes: 'Ja',
    no: 'Nein',
    nothingNeeded: 'Nichts',
    onlyAllowed: 'Nur Erlaubtes zeigen',
    missing: {
      context: 'Kontext nicht sichtbar',
      agent: 'nur für Agenten',
    } as Record<string, string>,
    lacking: (what: string) => `Fehlt: ${what}`,
    ownAccount: `für das eigene Konto; für andere zusätzlich „${rightNames.USERS_CHANGE}“`,
    choose: 'Auswahl',
  },
  /** The server's messages. */
  roleMessages: {
    builtinReadOnly: 'Vordefinierte Rollen können nicht geändert oder gelöscht werden.',
    roleInUse: (count: number) =>
      count === 1
        ? 'Die Rolle kann nicht gelöscht werden: 1 Benutzer hat diese Rolle.'
        : `Die Rolle kann nicht gelöscht werden: ${count} Benutzer haben diese Rolle.`,
    roleMapped: (count: number) =>
      count === 1
        ? 'Die Rolle kann nicht gelöscht werden: 1 Gruppenzuordnung des Identitätsanbieters gibt diese Rolle.'
        : `Die Rolle kann nicht gelöscht werden: ${count} Gruppenzuordnungen des Identitätsanbieters geben diese Rolle.`,
    roleExists: 'Eine Rolle mit diesem Namen gibt es bereits.',
    unknownRights: 'Unbekannte Rechte:',
    nameRequired: 'Der Name der Rolle fehlt.',
    lastUserManager: `Das ist nicht möglich: Danach dürfte niemand mehr Benutzer verwalten (Recht „${rightNames.USERS_CHANGE}“). Mindestens ein Benutzer muss dieses Recht behalten.`,
    previewSubject: 'Bitte genau einen Benutzer oder eine Rolle angeben.',
  },
  /** The audit log's role entries (texts/de/audit.ts takes them). */
  roleAudit: {
    actions: {
      roleCreated: 'Rolle angelegt',
      roleChanged: 'Rolle geändert',
      roleDeleted: 'Rolle gelöscht',
    },
    sentences: {
      roleCreated: (who: string, what: string) => `${who} hat die Rolle ${what} angelegt`,
      roleChanged: (who: string, what: string) => `${who} hat die Rolle ${what} geändert`,
      roleDeleted: (who: string, what: string) => `${who} hat die Rolle ${what} gelöscht`,
    },
    objectType: 'Rolle',
  },
} as const;
