// The notification to the tax office under § 146a (4) AO ('Kassenmeldung', issue 52): the words of
// the official form for its fields and kinds of system, and of the changes that must be reported.
// Each helper adds its own keys below its area (master data, changes, report, page).

export const taxNoticeTexts = {
  taxNotice: {
    systemKinds: {
      computerCashSystem: 'Computergestütztes Kassensystem',
      cashRegister: 'Elektronische Registrierkasse',
      tabletCashSystem: 'Tablet- oder App-basiertes Kassensystem',
      scaleWithRegister: 'Waage mit Registrierkassenfunktion',
      taximeter: 'Taxameter',
      odometer: 'Wegstreckenzähler',
    },
    changeKinds: {
      registerAdded: 'Kasse in Betrieb genommen',
      registerRemoved: 'Kasse außer Betrieb genommen',
      tseChanged: 'TSE getauscht',
      serialChanged: 'Seriennummer geändert',
      modelChanged: 'Modell geändert',
      storeAdded: 'Filiale eröffnet',
      storeClosed: 'Filiale geschlossen',
    },
    fields: {
      name: 'Name des Steuerpflichtigen',
      taxNumber: 'Steuernummer',
      taxOffice: 'Finanzamt',
      street: 'Straße und Hausnummer',
      postalCode: 'Postleitzahl',
      city: 'Ort',
      systemKind: 'Art des Aufzeichnungssystems',
      manufacturer: 'Hersteller',
      model: 'Modell',
      softwareName: 'Software',
      softwareVersion: 'Softwareversion',
      serialNumber: 'Seriennummer',
      purchasedOn: 'Anschaffungsdatum',
      decommissionedOn: 'Datum der Außerbetriebnahme',
      decommissionReason: 'Grund der Außerbetriebnahme',
      tseSerial: 'TSE',
    },
    changes: {
      decommissionedInFuture: 'Das Datum der Außerbetriebnahme darf nicht in der Zukunft liegen.',
      decommissionedBeforeFirstSeen: (day: string) =>
        `Das Datum der Außerbetriebnahme darf nicht vor dem ersten Kontakt der Kasse (${day}) liegen.`,
      /** The register's delete dialog: its decommissioning day and reason. */
      deleteDialog: {
        dayLabel: 'Datum der Außerbetriebnahme',
        reasonLabel: 'Grund der Außerbetriebnahme (optional)',
        hint: 'Die Kasse bleibt mit diesem Datum in der nächsten Kassenmeldung ihrer Filiale.',
        dayMissing: 'Bitte das Datum der Außerbetriebnahme angeben.',
        reasonTooLong: 'Der Grund darf höchstens 200 Zeichen lang sein.',
      },
      /** The page 'Kassenmeldungen': the stores by the state of their report. */
      page: {
        context: 'Kontext',
        states: 'Status',
        stateNames: { due: 'Fällig', overdue: 'Überfällig', incomplete: 'Unvollständig', reported: 'Gemeldet' },
        intro:
          'Meldungen an das Finanzamt nach § 146a Abs. 4 AO je Filiale: eine Änderung an Kassen oder Filiale ist innerhalb eines Monats zu melden.',
        tableLabel: (state: string) => `Kassenmeldungen: ${state}`,
        store: 'Filiale',
        deadline: 'Frist',
        changes: 'Was sich geändert hat',
        missing: 'Fehlende Angaben',
        lastReported: 'Zuletzt gemeldet',
        overdue: 'überfällig',
        complete: 'vollständig',
        none: {
          due: 'Keine Meldung fällig.',
          overdue: 'Keine Meldung überfällig.',
          incomplete: 'Keine fällige Meldung mit fehlenden Angaben.',
          reported: 'Noch keine Filiale gemeldet.',
        },
        /** One kind of change on one day; `posIds` the registers it concerns (none: the store). */
        change: (what: string, day: string, posIds: string[]) =>
          posIds.length === 0
            ? `${what} am ${day}`
            : `${what} am ${day}: ${posIds.length === 1 ? 'Kasse' : 'Kassen'} ${posIds.join(', ')}`,
        missingScope: {
          taxpayer: 'Steuerpflichtiger',
          store: 'Filiale',
          registers: (posIds: string[]) => `${posIds.length === 1 ? 'Kasse' : 'Kassen'} ${posIds.join(', ')}`,
        },
        storeLink: (storeId: string) => `Kassenmeldung der Filiale ${storeId} öffnen`,
      },
      /** The reminder mail 7 days before a store's deadline. */
      reminder: {
        subject: (context: string, deadline: string) => `Kassenmeldung fällig bis ${deadline}: ${context}`,
        intro: (context: string) =>
          `Für diese Filialen von ${context} ist die Meldung an das Finanzamt nach § 146a Abs. 4 AO bald fällig:`,
        store: (storeId: string, name: string, deadline: string, what: string) =>
          `- Filiale ${storeId}${name && name !== storeId ? ` (${name})` : ''}: fällig bis ${deadline} – ${what}`,
        link: (url: string) => `Zu den Kassenmeldungen: ${url}`,
      },
    },
  },
} as const;
