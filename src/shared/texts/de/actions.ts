// Remote actions ('Aktionen', issue 49): the kinds and target states in German, and the server's
// messages about requests, approvals and reports. The SPA's page and tabs add their own texts here.

export const actionTexts = {
  actions: {
    title: 'Aktionen',
    /** Each kind's name, as the page, the dialog, the audit log and the webhooks name it. */
    kinds: {
      restartService: 'Dienst neu starten',
      restartPos: 'Kassenanwendung neu starten',
      reboot: 'Neustart',
      ntpResync: 'Uhrzeit synchronisieren',
      reloadMasterData: 'Stammdaten neu laden',
      dayClose: 'Tagesabschluss auslösen',
      eftCut: 'Kassenschnitt am Kartenterminal',
      collectLogs: 'Logs sammeln',
    },
    /** Each parameter's label in the request dialog. */
    parameters: {
      service: 'Dienst',
    },
    /** A target's state in words (the list, the details, the register's tab). */
    targetStates: {
      waitingForApproval: 'Wartet auf Freigabe',
      waitingForReceipt: 'Wartet auf Bonabschluss',
      waitingForWindow: 'Wartet auf Ladenschluss',
      waitingForSlot: 'Wartet auf freien Platz',
      queued: 'Bereit',
      sent: 'Gesendet',
      running: 'Läuft',
      succeeded: 'Erfolgreich',
      failed: 'Fehlgeschlagen',
      expired: 'Abgelaufen',
      cancelled: 'Abgebrochen',
    },
    /** A request's state in words. */
    requestStates: {
      waitingForApproval: 'Wartet auf Freigabe',
      active: 'Aktiv',
      finished: 'Abgeschlossen',
      cancelled: 'Abgebrochen',
    },
    targetKinds: {
      cashpoint: 'Kasse',
      storeAgent: 'STORE-Instanz',
    },
    targetKindsPlural: {
      cashpoint: 'Kassen',
      storeAgent: 'STORE-Instanzen',
    },
    emergency: 'Notfall',
  },
  /** The server's refusals (400/403/404/409), German like every message it sends. */
  actionMessages: {
    wrongTargetKind: (kind: string, targets: string) => `Die Aktion „${kind}“ gibt es für ${targets} nicht.`,
    parameterMissing: (name: string) => `Der Parameter „${name}“ fehlt.`,
    parameterUnknown: (name: string) => `Den Parameter „${name}“ kennt diese Aktion nicht.`,
    serviceUnknown: (service: string, lacking: number, count: number) =>
      lacking === count
        ? `Den Dienst „${service}“ meldet keines der gewählten Ziele; es können nur gemeldete Dienste neu gestartet werden.`
        : `Den Dienst „${service}“ melden ${lacking} der ${count} gewählten Ziele nicht; es können nur gemeldete Dienste neu gestartet werden.`,
    tooManyTargets: (count: string, limit: string) =>
      `Die Auswahl umfasst ${count} Ziele; eine Aktion kann höchstens ${limit} Ziele haben.`,
    noTargets: 'Die Auswahl enthält kein Ziel.',
    historyOneTarget: 'Bitte genau eine Kasse (cashpointUid) oder eine STORE-Instanz (storeAgentUid) angeben.',
    targetsOneWay: 'Bitte die Ziele auf genau eine Art angeben (Kassen, STORE-Instanzen, Filialen oder Bericht).',
    targetsWrongKind: 'Die gewählten Ziele passen nicht zur Zielart der Aktion.',
    emergencyReasonShort: 'Der Grund für den Notfall muss mindestens 10 Zeichen lang sein.',
    unknownFilter: (id: string) => `Den Filter „${id}“ hat der Kassenbericht nicht.`,
    riskyRight: 'Für diese Aktion fehlt das Recht „Riskante Aktionen ausführen“.',
    approveOwn: 'Die eigene Aktion kann nur eine zweite Person freigeben.',
    approveComment: 'Bitte einen Kommentar zur Freigabe angeben.',
    notWaiting: 'Diese Aktion wartet nicht auf eine Freigabe.',
    nothingToCancel: 'An dieser Aktion gibt es nichts mehr abzubrechen.',
    nothingToRetry: 'Diese Aktion hat keine fehlgeschlagenen Ziele.',
    noBundle: 'Für dieses Ziel gibt es kein Log-Paket (mehr).',
    approveNoOwner: 'Ein Servicekonto ohne Eigentümer kann keine Aktion freigeben.',
    bundleTooLarge: 'Das Log-Paket ist zu groß.',
    // The agent side's (p-act-agent), kept in the merge of both branches.
    outputTooLong: 'Die Ausgabe darf höchstens 64 KB lang sein.',
  },
  /** The audit log's entries of actions: the action's label, its sentence and its fields. */
  actionAudit: {
    actions: {
      actionRequested: 'Aktion angefordert',
      actionApproved: 'Aktion freigegeben',
      actionCancelled: 'Aktion abgebrochen',
      actionRetried: 'Fehlgeschlagene Aktionen wiederholt',
    },
    sentences: {
      actionRequested: (who: string, what: string) => `${who} hat die Aktion ${what} angefordert`,
      actionApproved: (who: string, what: string) => `${who} hat die Aktion ${what} freigegeben`,
      actionCancelled: (who: string, what: string) => `${who} hat die Aktion ${what} abgebrochen`,
      actionRetried: (who: string, what: string) =>
        `${who} hat die fehlgeschlagenen Ziele der Aktion ${what} wiederholt`,
    },
    fields: {
      kind: 'Aktion',
      parameters: 'Parameter',
      targetKind: 'Zielart',
      targets: 'Ziele',
      deadlineMinutes: 'Frist (Minuten)',
      emergencyReason: 'Notfall-Grund',
      approvalComment: 'Kommentar zur Freigabe',
      cancelledTargets: 'Abgebrochene Ziele',
      retriedTargets: 'Wiederholte Ziele',
    },
  },
};
