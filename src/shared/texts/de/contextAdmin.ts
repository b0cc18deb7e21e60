import { limits } from '../../validation/limits';

/** The context types as the specification names them (3: 1 Anwendung, 2 Kunde). */
const contextTypes: Record<number, string> = { 1: 'Anwendung', 2: 'Kunde' };

// The administration of contexts (list and dialog).
export const contextAdminTexts = {
  contextAdmin: {
    newContext: 'Neuer Kontext',
    edit: 'Bearbeiten',
    editLabel: (key: string) => `Kontext ${key} bearbeiten`,
    editTitle: (key: string) => `Kontext ${key} bearbeiten`,
    table: 'Kontexte',
    empty: 'Keine Kontexte gefunden.',
    sortBy: (column: string) => `Nach ${column} sortieren`,
    columns: { key: 'Schlüssel', name: 'Name', type: 'Typ', actions: 'Aktionen' },
    fields: {
      key: 'Schlüssel',
      name: 'Name',
      type: 'Typ',
      hashSecret: 'Hash-Secret',
      hashSecretOptional: 'Hash-Secret (optional)',
      allCashpointChecks: 'Alle Kassen-Checks sichtbar',
      allStoreChecks: 'Alle STORE-Checks sichtbar',
    },
    /** The agents' secret is write-only (issue 46): masked, shown on request (audited). */
    hashSecretMasked: '••••••',
    showSecret: 'Anzeigen',
    showSecretLabel: 'Hash-Secret anzeigen',
    showSecretFailed: 'Das Hash-Secret konnte nicht geladen werden.',
    hashSecretKeepHint: 'Leer lassen, um das gespeicherte zu behalten. „Anzeigen“ wird protokolliert.',
    hashSecretHint: `Gemeinsames Geheimnis der Agenten; nur für Kontexte vom Typ „${contextTypes[2]}“, mindestens ${limits.context.hashSecret.minLength} Zeichen.`,
    types: contextTypes,
    cashpointChecks: 'Kassen-Checks',
    storeChecks: 'STORE-Checks',
  },
} as const;
