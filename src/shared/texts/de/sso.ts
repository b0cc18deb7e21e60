// Login through the company's OpenID Provider: the login page's button and refusals, the settings
// page of the group mappings and the 'Testanmeldung', the audit log's entries and the start's checks.

/** Why an SSO login was refused: the login page shows the text of the code it is sent back with. */
export const ssoRefusals = {
  state: 'Die Anmeldung war abgelaufen oder wurde verändert. Bitte erneut anmelden.',
  provider: 'Der Identitätsanbieter hat die Anmeldung abgelehnt.',
  token: 'Die Antwort des Identitätsanbieters war ungültig (Token abgelehnt). Die Anmeldung wurde verweigert.',
  unreachable: 'Der Identitätsanbieter ist nicht erreichbar. Bitte später erneut versuchen.',
  noRole: 'Ihre Gruppen berechtigen nicht zur Anmeldung an der Konsole.',
  claims: 'Der Identitätsanbieter hat keinen gültigen Login-Namen gesendet.',
  loginTaken: 'Der Login-Name ist bereits einem lokalen Konto zugeordnet.',
  notConfigured: 'Die Anmeldung über einen Identitätsanbieter ist nicht eingerichtet.',
  lastManager:
    'Die Anmeldung würde dem letzten Benutzer, der Benutzer verwalten darf, dieses Recht nehmen. Bitte die Gruppenzuordnung prüfen oder einen Notfallzugang nutzen.',
} as const;

export type SsoRefusal = keyof typeof ssoRefusals;

export const ssoTexts = {
  sso: {
    loginWith: (name: string) => `Anmelden mit ${name}`,
    orLocal: 'oder mit lokalem Konto',
    refusals: ssoRefusals,
    unknownRefusal: 'Die Anmeldung über den Identitätsanbieter ist fehlgeschlagen.',
    localLoginOff: 'Die Anmeldung mit Passwort ist abgeschaltet; nur Notfallzugänge mit 2FA sind erlaubt.',
    /** The audit log's words for what password login off ends at the start (sso/passwordLoginOff.ts). */
    passwordAccessEnded: {
      of: (label: string, login: string) => `${label} von ${login}`,
      reason: 'Anmeldung mit Passwort abgeschaltet (LOCAL_LOGIN=off)',
    },
    sessionVia: (name: string) => `über ${name}`,
    emergencyAccess: 'Notfallzugang',
    emergencyAccessHelp: 'Darf sich auch bei abgeschalteter Passwort-Anmeldung anmelden (immer mit 2FA).',
    /** A known user whose groups no longer give a role (issue 44): its access is taken. */
    leaver: {
      role: {
        name: 'Ohne Zugang',
        description:
          'Keine Rechte, keine Kontexte: Benutzer, denen der Identitätsanbieter keine Rolle mehr gibt. ' +
          'Bei der nächsten Anmeldung mit passender Gruppe erhalten sie wieder ihre Rolle.',
      },
      withdrawn: 'Zugang entzogen: Die Gruppen des Identitätsanbieters geben keine Rolle mehr.',
      keptRole: 'Sitzungen und Tokens beendet; die Rolle bleibt, weil sonst niemand mehr Benutzer verwalten dürfte.',
    },
    config: {
      defaultName: 'Firmenkonto',
      issuerNoUrl: (raw: string) => `OIDC_ISSUER muss eine URL sein, erhalten: "${raw}"`,
      issuerNotHttps: (raw: string) =>
        `OIDC_ISSUER muss mit https:// beginnen (http:// nur für localhost), erhalten: "${raw}"`,
      missing: (name: string) => `${name} fehlt: mit OIDC_ISSUER sind OIDC_CLIENT_ID und OIDC_CLIENT_SECRET nötig`,
      badClaim: (name: string, raw: string) => `${name} ist kein gültiger Claim-Name: "${raw}"`,
      badLocalLogin: (raw: string) => `LOCAL_LOGIN muss on oder off sein, erhalten: "${raw}"`,
      localOffWithoutSso: 'LOCAL_LOGIN=off geht nur zusammen mit OIDC_ISSUER (sonst könnte sich niemand anmelden)',
      nameTooLong: 'OIDC_NAME darf höchstens 60 Zeichen lang sein',
      publicUrlMissing:
        'PUBLIC_URL fehlt: mit OIDC_ISSUER ist die Adresse der Konsole nötig (z. B. https://konsole.example.com), ' +
        'aus der die Rücksprung-Adresse zum Identitätsanbieter gebildet wird',
    },
    mappings: {
      title: 'Anmeldung über Identitätsanbieter',
      notConfigured: 'Es ist kein Identitätsanbieter eingerichtet (OIDC_ISSUER).',
      provider: (name: string, issuer: string) => `Anbieter: ${name} (${issuer})`,
      intro:
        'Jede Gruppe des Identitätsanbieters kann eine Rolle und sichtbare Kontexte geben. Bei jeder Anmeldung ' +
        'werden die Zuordnungen neu angewendet; gelten mehrere Rollen, zählt die mit den meisten Rechten.',
      group: 'Gruppe',
      role: 'Rolle',
      noRole: '(keine Rolle)',
      contexts: 'Kontexte',
      allContexts: 'Alle Kontexte',
      add: 'Zuordnung hinzufügen',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      save: 'Speichern',
      cancel: 'Abbrechen',
      empty: 'Noch keine Zuordnungen.',
      deleteConfirm: (group: string) => `Zuordnung der Gruppe "${group}" löschen?`,
      deleteTitleOf: (group: string) => `Zuordnung der Gruppe ${group} löschen`,
      groupRequired: 'Bitte eine Gruppe angeben.',
      groupTaken: 'Für diese Gruppe gibt es schon eine Zuordnung.',
      unknownRole: 'Die Rolle gibt es nicht.',
      unknownContext: (key: string) => `Den Kontext ${key} gibt es nicht.`,
      notFound: 'Die Zuordnung gibt es nicht (mehr).',
      notGrantable:
        'Diese Zuordnung dürfen Sie nicht vergeben oder ändern: nur Rechte und Kontexte, die Sie selbst haben, ' +
        'und eine Rolle nur, wenn Sie alle Kontexte sehen.',
      roleNeedsAllContexts: 'Eine Rolle ordnet nur zu, wer alle Kontexte sieht.',
    },
    testLogin: {
      title: 'Testanmeldung',
      intro:
        'Meldet sich beim Identitätsanbieter an und zeigt, was er sendet und was daraus würde. ' +
        'Niemand wird dabei angemeldet oder angelegt.',
      start: 'Testanmeldung starten',
      none: 'Noch keine Testanmeldung.',
      at: 'Zeitpunkt',
      claims: 'Gesendete Claims',
      login: 'Login',
      groups: 'Gruppen',
      mappedRole: 'Rolle',
      mappedContexts: 'Kontexte',
      refused: 'Abgelehnt',
    },
    audit: {
      actions: {
        ssoLogin: 'Anmeldung über Identitätsanbieter',
        ssoLoginRefused: 'Anmeldung über Identitätsanbieter abgelehnt',
        ssoMappingSaved: 'Gruppen-Zuordnung gespeichert',
        ssoMappingDeleted: 'Gruppen-Zuordnung gelöscht',
      },
      sentences: {
        ssoLogin: (who: string, what: string) => `${who} hat sich über ${what} angemeldet`,
        ssoLoginRefused: (who: string, what: string) => `Anmeldung als ${who} über ${what} abgelehnt`,
        ssoMappingSaved: (who: string, what: string) => `${who} hat die Gruppen-Zuordnung ${what} gespeichert`,
        ssoMappingDeleted: (who: string, what: string) => `${who} hat die Gruppen-Zuordnung ${what} gelöscht`,
      },
      objectTypes: { ssoMapping: 'Gruppen-Zuordnung', ssoProvider: 'Identitätsanbieter' },
      fields: {
        group: 'Gruppe',
        role: 'Rolle',
        contexts: 'Kontexte',
        allContexts: 'Alle Kontexte',
        reason: 'Grund',
        emergencyAccess: 'Notfallzugang',
        groups: 'Gruppen',
      },
    },
  },
} as const;
