// The alert webhook's formats (Slack, Microsoft Teams, the console's own signed JSON), the masked
// webhook address, and the page 'Alarme' on a narrow screen: its cards, its folded filters.

export const alertIntegrationTexts = {
  alertIntegrations: {
    webhookFormat: 'Webhook-Format',
    formats: {
      signedJson: 'Signiertes JSON (eigener Empfänger)',
      slack: 'Slack (Incoming Webhook)',
      teams: 'Microsoft Teams (Adaptive Card)',
    } as Record<string, string>,
    formatHint: 'Slack und Teams brauchen kein Secret; ist eines gesetzt, wird trotzdem signiert.',
    maskedHint:
      'Die Adresse enthält ein Geheimnis und wird verdeckt gezeigt. Sie bleibt gespeichert, solange das Feld unverändert bleibt; nur eine neue Adresse ersetzt sie.',
    /** A masked address edited instead of replaced: its hidden part is gone. */
    editedMask:
      'Die Webhook-URL ist verdeckt. Bitte die vollständige neue Adresse eingeben oder die verdeckte unverändert lassen.',
    /** The Teams card's and the Slack message's button. */
    open: 'Alarm öffnen',
    /** The summary's button: the context's alerts. */
    openAll: 'Alarme öffnen',
    opened: 'Alarm',
    closed: 'Alarm beendet',
  },
  // The page 'Alarme' on a phone: one card per alert, the filters behind one button.
  alertCards: {
    list: 'Alarme',
    filters: 'Filter',
    filtersActive: (n: number) => (n === 1 ? 'Filter (1 aktiv)' : `Filter (${n} aktiv)`),
    filtersTitle: 'Alarme filtern',
    close: 'Schließen',
    severity: 'Schweregrad',
    allSeverities: 'Alle Schweregrade',
    severities: { critical: 'kritisch', warning: 'Warnung', info: 'Info' } as Record<string, string>,
    sort: 'Sortierung',
    sorts: { newest: 'Offene zuerst, neueste oben', severity: 'Schweregrad, dann neueste' } as Record<string, string>,
    since: (time: string) => `seit ${time}`,
    owner: 'Zuständig',
    noOwner: 'Niemand zuständig',
    ownerSince: (name: string, time: string) => `${name} (seit ${time})`,
    maintenance: 'Wartung',
    maintenanceUntil: (until: string) => `Wartung bis ${until}`,
    takeOver: 'Übernehmen',
    takeOverLabel: (kind: string, where: string) => `Alarm ${kind} ${where} übernehmen`,
    takenOver: 'Der Alarm wurde übernommen.',
    takeOverFailed: 'Der Alarm konnte nicht übernommen werden.',
    oneAlert: 'Ein einzelner Alarm aus einem Link',
    allAlerts: 'Alle Alarme zeigen',
    notFound: 'Diesen Alarm gibt es nicht, oder er gehört zu einem Kontext, den Sie nicht sehen.',
  },
} as const;

/** The audit log's names of the alert settings' webhook fields of this part (settingsAudit.ts's keys). */
export const alertIntegrationAuditFields = {
  webhookUrlSecret: 'Webhook-URL (verdeckter Teil)',
  escalationWebhookUrlSecret: 'Eskalationsliste: Webhook-Adresse (verdeckter Teil)',
  webhookFormat: 'Webhook-Format',
} as const;
