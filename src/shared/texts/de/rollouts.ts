// The rollouts' texts: the page 'Rollouts', the update dialog's tab 'Rollout', the plan editor, the
// progress view, the approval, pause and rollback dialogs, and the start page's list.

const percent = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
const hours = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} Std.`;

export const rolloutTexts = {
  rollouts: {
    /** The rollout's state, as its badge shows it. */
    state: {
      draft: 'Entwurf',
      running: 'läuft',
      waitingForApproval: 'wartet auf Freigabe',
      paused: 'angehalten',
      finished: 'abgeschlossen',
      cancelled: 'abgebrochen',
    },
    /** A wave's state. */
    waveState: {
      pending: 'geplant',
      running: 'läuft',
      soaking: 'Beobachtung',
      waitingForApproval: 'wartet auf Freigabe',
      paused: 'angehalten',
      done: 'fertig',
      cancelled: 'abgebrochen',
    },
    /** A store's state in a rollout (also the store table's state filter). */
    storeState: {
      pending: 'noch nicht dran',
      waitingForWindow: 'wartet auf Fenster',
      due: 'fällig',
      installing: 'installiert gerade',
      installed: 'installiert',
      failed: 'fehlgeschlagen',
      offline: 'offline',
      rolledBack: 'zurückgerollt',
    },
    /** The gates, by kind: what each checks. */
    gate: {
      successShare: 'Erfolgsquote',
      failureShare: 'Fehlerquote',
      heartbeatAfterInstall: 'Ohne Lebenszeichen 15 Min. nach der Installation',
      alertRise: 'Neue Alarme (TSE/Dienst gestoppt, Tagesabschluss fehlt, Peripherie gestört, Belegversand)',
      dayClose: 'Nächster Tagesabschluss erfolgreich',
      soak: 'Beobachtungszeit',
    },
    gateValue: {
      percent,
      hours,
      count: (value: number) => String(value),
      atLeast: (threshold: string) => `mind. ${threshold}`,
      atMost: (threshold: string) => `höchstens ${threshold}`,
      before: (threshold: string) => `vorher ${threshold}`,
    },
    dayCloseNotDue: 'noch kein Tagesabschluss fällig',
    gatesCaption: (wave: string) => `Prüfungen der Welle ${wave}`,
    gateColumn: 'Prüfung',
    gateValueColumn: 'Wert / Schwelle',
    gateStateColumn: 'Ergebnis',
    noGates: 'Noch keine Prüfung: die Welle hat nicht begonnen.',
    // The gates' states, their links and a person's decision against them (issue 45).
    gateState: {
      holds: 'erfüllt',
      fails: 'nicht erfüllt',
      pending: 'noch offen',
      unmeasurable: 'nicht messbar',
      overridden: 'trotz Prüfung weiter',
    },
    gateStateMark: { holds: '✓ ', fails: '✗ ', pending: '… ', unmeasurable: '– ', overridden: '! ' },
    unmeasurableStores: (n: number) =>
      n === 1 ? '1 Filiale ohne STORE-Instanz: nicht messbar' : `${n} Filialen ohne STORE-Instanz: nicht messbar`,
    gateAlertsLink: (kind: string) => `Offene Alarme „${kind}“`,
    gateStoresLabel: 'Filialen:',
    gateStoreLabel: (storeId: string) => `Filiale ${storeId} in der Kassenansicht`,
    gateOverride: (who: string, when: string, comment: string) =>
      `Trotz Prüfung fortgesetzt von ${who} am ${when}: „${comment}“`,
    resumeDespite: 'Trotz Prüfung fortsetzen',
    resumeDespiteIntro:
      'Setzen Sie trotz Prüfung fort, beurteilen die übergangenen Prüfungen danach nur noch, was nach dem Fortsetzen geschieht.',
    resumeFailing: (gates: string) =>
      `Nicht erfüllt: ${gates}. Fortsetzen geht nur ausdrücklich trotz Prüfung, mit einer Begründung.`,
    approveGatesIntro: (wave: string) => `Die Prüfungen der Welle „${wave}“ vor dieser Freigabe:`,
    approveFailing: (gates: string) =>
      `Nicht erfüllt: ${gates}. Freigeben geht nur ausdrücklich trotz Prüfung, mit einer Begründung.`,
    overrideCheck: 'Trotz nicht erfüllter Prüfung entscheiden',
    overrideCommentShort: 'Bitte begründen Sie die Entscheidung mit mindestens 10 Zeichen.',
    overrideCheckMissing: 'Bitte bestätigen Sie, dass Sie trotz nicht erfüllter Prüfung entscheiden.',
    overrideDone: 'Der Rollout läuft trotz Prüfung weiter.',
    kind: { cashpoint: 'Kassen-Update', store: 'STORE-Update' },

    // The page 'Rollouts'.
    listLabel: 'Rollouts des Kontexts',
    none: 'In diesem Kontext gibt es keine Rollouts. Ein Rollout wird im Update-Dialog im Reiter „Rollout“ geplant.',
    noContext: 'Bitte wählen Sie einen Kontext.',
    chooseOne: 'Wählen Sie in der Liste einen Rollout, um seinen Fortschritt zu sehen.',
    waveOf: (current: number, count: number) =>
      current === 0 ? (count === 1 ? '1 Welle' : `${count} Wellen`) : `Welle ${current} von ${count}`,
    by: (author: string) => `geplant von ${author}`,
    /** The waves not started yet: what each would take if it started now. */
    plannedReach: 'voraussichtlich',
    notFound: 'Dieser Rollout ist nicht (mehr) vorhanden.',
    loadFailed: 'Der Rollout konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    autoAdvance: 'Wellen ohne Freigabepflicht starten automatisch',
    autoAdvanceSaved: (on: boolean) =>
      on
        ? 'Wellen ohne Freigabepflicht starten jetzt automatisch.'
        : 'Jede nächste Welle wartet jetzt auf eine Freigabe.',

    // The progress view.
    progressTitle: (filename: string) => `Rollout von ${filename}`,
    pausedTitle: 'Angehalten',
    waitingHint: 'Die nächste Welle wartet auf die Freigabe durch eine zweite Person.',
    waitingFirstHint: 'Die erste Welle wartet auf die Freigabe durch eine zweite Person.',
    waveTitle: (n: number, name: string) => `Welle ${n}: ${name}`,
    stores: (n: number) => (n === 1 ? '1 Filiale' : `${n} Filialen`),
    targets: (n: number, kind: 'cashpoint' | 'store') =>
      kind === 'cashpoint'
        ? n === 1
          ? '1 Kasse'
          : `${n} Kassen`
        : n === 1
          ? '1 STORE-Instanz'
          : `${n} STORE-Instanzen`,
    countsLabel: (wave: string) => `Stand der Welle ${wave}`,
    share: (count: number, total: number) => `${count} (${total > 0 ? Math.round((count / total) * 100) : 0} %)`,
    soakUntil: 'Beobachtung bis',
    estimatedEnd: 'Voraussichtliches Ende',
    startedAt: 'Begonnen',
    approval: 'Freigabe',
    approvedBy: (who: string, when: string) => `freigegeben von ${who} am ${when}`,
    requiresApproval: 'Freigabe durch zweite Person nötig',
    selection: {
      pilot: 'Pilot (Test/Labor-Ziele des Updates)',
      share: (p: number) => `${percent(p)} der übrigen Filialen`,
      stores: (n: number) => (n === 1 ? '1 bestimmte Filiale' : `${n} bestimmte Filialen`),
      filter: 'Filter der Kassen-Auswertung',
    },
    thresholds: (soak: number, min: number, max: number, dayClose?: number) =>
      `Beobachtung ${hours(soak)}, mind. ${percent(min)} erfolgreich, höchstens ${percent(max)} Fehler` +
      (dayClose === undefined ? '' : `, mind. ${percent(dayClose)} Tagesabschlüsse erfolgreich`),
    reportLink: 'In der Kassen-Auswertung',
    storeReportLink: 'In der STORE-Auswertung',
    reportLinkLabel: (wave: number) => `Welle ${wave} in der Auswertung ansehen`,

    // The actions.
    start: 'Starten',
    approve: 'Freigeben',
    pause: 'Anhalten',
    resume: 'Fortsetzen',
    // Ends the rollout for good: not the 'Abbrechen' that closes a dialog.
    cancel: 'Rollout abbrechen',
    rollback: 'Zurückrollen',
    rollbackWave: (n: number) => `Welle ${n} zurückrollen`,
    rollbackSelected: (n: number) =>
      n === 1 ? 'Gewählte Filiale zurückrollen' : `${n} gewählte Filialen zurückrollen`,
    include: (n: number) => (n === 1 ? 'Filiale wieder aufnehmen' : `${n} Filialen wieder aufnehmen`),
    actionsLabel: 'Aktionen des Rollouts',
    authorMayNotApprove: 'Sie haben den Plan erstellt – eine zweite Person muss freigeben.',
    noApproveRight: 'Zum Freigeben fehlt Ihnen das Recht „Rollouts freigeben“.',
    done: {
      start: 'Der Rollout wurde gestartet.',
      startWaiting: 'Der Rollout wurde gestartet und wartet auf die Freigabe der ersten Welle.',
      approve: 'Die nächste Welle wurde freigegeben.',
      pause: 'Der Rollout wurde angehalten.',
      resume: 'Der Rollout läuft wieder.',
      cancel: 'Der Rollout wurde abgebrochen.',
      rollback: 'Die Filialen werden zurückgerollt.',
      include: 'Die Filialen wurden wieder aufgenommen.',
      save: 'Der Plan wurde gespeichert.',
    },
    approveTitle: 'Nächste Welle freigeben',
    approveFirstTitle: 'Erste Welle freigeben',
    approveIntro: (wave: string) => `Die Welle „${wave}“ beginnt, sobald Sie freigeben.`,
    comment: 'Kommentar',
    commentRequired: 'Bitte geben Sie einen Kommentar ein.',
    pauseTitle: 'Rollout anhalten',
    reason: 'Grund',
    reasonRequired: 'Bitte geben Sie einen Grund ein.',
    tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    cancelTitle: 'Rollout abbrechen',
    cancelTitleOf: (file: string) => `Rollout von ${file} abbrechen`,
    cancelQuestion:
      'Den Rollout endgültig abbrechen? Filialen, die das Update schon installiert haben, behalten es; keine weitere bekommt es.',
    cancelConfirm: 'Rollout abbrechen',
    keepRunning: 'Nicht abbrechen',
    rollbackTitle: 'Zurückrollen',
    rollbackWhatWave: (n: number, name: string) =>
      `Alle Filialen der Welle ${n} („${name}“) bekommen wieder die vorherige Aktiv-Version.`,
    rollbackWhatStores: (n: number) =>
      n === 1
        ? 'Die gewählte Filiale bekommt wieder die vorherige Aktiv-Version.'
        : `Die ${n} gewählten Filialen bekommen wieder die vorherige Aktiv-Version.`,
    rollbackLater: 'Spätere Wellen lassen zurückgerollte Filialen aus, bis sie wieder aufgenommen werden.',
    immediately: 'sofort (nicht auf das Update-Fenster warten)',
    startQuestion: (filename: string) => `Den Rollout starten? ${filename} wird Aktiv und die erste Welle beginnt.`,
    startQuestionApproval: (filename: string) =>
      `Den Rollout starten? Die erste Welle braucht die Freigabe durch eine zweite Person: der Rollout wartet darauf, und erst mit der Freigabe wird ${filename} Aktiv und die erste Welle beginnt.`,
    startTitle: 'Rollout starten',

    // The store table.
    storesTitle: 'Filialen',
    storesLabel: 'Filialen des Rollouts',
    waveFilter: 'Welle',
    stateFilter: 'Zustand',
    allWaves: 'Alle Wellen',
    allStates: 'Alle Zustände',
    storeColumn: 'Filiale',
    waveColumn: 'Welle',
    stateColumn: 'Zustand',
    installedColumn: 'Installiert',
    failedColumn: 'Fehler',
    noWave: '–',
    select: (store: string) => `Filiale ${store} auswählen`,
    selectAll: 'Alle Filialen dieser Seite auswählen',
    noStores: 'Keine Filiale passt zu den Filtern.',
    storeCount: (n: number) => (n === 1 ? '1 Filiale' : `${n} Filialen`),

    // The update dialog's tab.
    tab: 'Rollout',
    detailsTab: 'Details',
    noPlanIntro:
      'Noch kein Rollout geplant: das Update erreicht mit „Aktiv“ alle Filialen auf einmal. Planen Sie Wellen, damit es schrittweise ausgerollt wird.',
    notPlannable: {
      2: 'Das Update ist Aktiv und erreicht schon alle Filialen: ein Rollout lässt sich nur für ein Update in „Neu“ oder „Test/Labor“ planen.',
      3: 'Das Update ist gelöscht: es lässt sich kein Rollout mehr planen.',
    } as Record<number, string>,
    archived: 'Das Update ist archiviert: es lässt sich kein Rollout planen.',
    readOnly: 'Sie können den Plan ansehen, aber nicht ändern.',
    /** The hint at the Details tab's status while a rollout (draft, running, waiting, paused) sets it. */
    statusByRollout: 'Den Status steuert der Rollout (Reiter Rollout).',
    planState: 'Zustand',
    openPage: 'Auf der Seite „Rollouts“ öffnen',
    edit: 'Plan bearbeiten',
    editorTitle: 'Wellen',
    preset: 'Vorschlag: Pilot, 5 %, 25 %, 100 %',
    presetNames: ['Pilot', '5 %', '25 %', '100 %'],
    addWave: 'Welle hinzufügen',
    removeWave: (n: number) => `Welle ${n} entfernen`,
    moveUp: (n: number) => `Welle ${n} nach oben`,
    moveDown: (n: number) => `Welle ${n} nach unten`,
    waveLegend: (n: number) => `Welle ${n}`,
    defaultName: (n: number) => `Welle ${n}`,
    name: 'Name',
    choice: 'Filialen',
    choices: {
      pilot: 'Pilot (die Test/Labor-Ziele des Updates)',
      share: 'Anteil in % der übrigen Filialen',
      stores: 'bestimmte Filialen',
      filter: 'Filter der Kassen-Auswertung',
    },
    sharePercent: 'Anteil (%)',
    storePicker: 'Filialen wählen',
    storeSearch: 'Filialen suchen',
    storeSearchPlaceholder: 'Nummer oder Name',
    storesChosen: (n: number) => (n === 1 ? '1 Filiale gewählt' : `${n} Filialen gewählt`),
    storeOption: (id: string, name: string | null) => (name ? `${id} – ${name}` : id),
    moreStores: (n: number) => `… und ${n} weitere; bitte die Suche eingrenzen.`,
    storesLoading: 'Filialen werden geladen …',
    filterIntro:
      'Die Filialen der Kassen, die die Kassen-Auswertung mit diesen Einstellungen zeigt (mit den Spalten, mit denen die Welle gespeichert wurde; eine neue Welle nimmt Ihre Spaltenauswahl der Auswertung).',
    filterWarnings: 'Nur Zeilen mit Warnungen',
    filterPreview: 'In der Kassen-Auswertung ansehen',
    soakHours: 'Beobachtungszeit (Stunden)',
    minSuccessPercent: 'Mindest-Erfolgsquote %',
    maxFailurePercent: 'Fehler-Obergrenze %',
    minDayClosePercent: 'Mindestquote Tagesabschluss %',
    /** The gates no plan sets: named in the editor so that every gate a wave must pass is in view. */
    fixedGates: (kind: 'cashpoint' | 'store') =>
      `Außerdem immer: keine ${kind === 'cashpoint' ? 'Kasse' : 'STORE-Instanz'} ohne Lebenszeichen 15 Min. nach der Installation, und keine Filiale der Welle mit mehr offenen Alarmen (Dienst gestoppt, Tagesabschluss fehlt) als bei ihrem Beginn.`,
    requireApproval: 'Freigabe durch zweite Person nötig',
    savePlan: 'Plan speichern',
    discard: 'Verwerfen',
    errors: {
      nameRequired: 'Bitte geben Sie einen Namen ein.',
      nameTooLong: 'Höchstens 60 Zeichen.',
      nameTwice: 'Diesen Namen hat schon eine frühere Welle.',
      pilotFirst: 'Nur die erste Welle kann die Pilot-Welle sein.',
      number: 'Bitte eine Zahl eingeben.',
      range: (min: number, max: number) => `Bitte eine Zahl von ${min} bis ${max}.`,
      share: 'Bitte einen Anteil über 0 und höchstens 100 %.',
      storesRequired: 'Bitte mindestens eine Filiale wählen.',
      noWave: 'Der Plan braucht mindestens eine Welle.',
      tooManyWaves: 'Höchstens 20 Wellen.',
      planInvalid: 'Bitte prüfen Sie die markierten Angaben.',
    },

    // The report's filter by a rollout's wave.
    scope: (wave: number | undefined, filename: string) =>
      wave ? `in Welle ${wave} des Rollouts ${filename}` : `im Rollout ${filename}`,
    scopeRemove: 'Filter nach Rollout entfernen',

    // The start page.
    homeTitle: 'Rollouts warten auf Freigabe',
    homeLabel: 'Rollouts, die auf Freigabe warten',
    // No current wave while waiting: the first wave waits for its approval.
    homeItem: (filename: string, wave: string | null, context: string) =>
      `${filename} – ${wave ? `nach Welle „${wave}“` : 'vor der ersten Welle'} (${context})`,
  },
} as const;
