import { taxNoticeReportTexts } from './taxNoticeReport';

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
    // H1, the master data: its forms, checks, CSV and audit entries.
    masterData: {
      laender: {
        BW: 'Baden-Württemberg',
        BY: 'Bayern',
        BE: 'Berlin',
        BB: 'Brandenburg',
        HB: 'Bremen',
        HH: 'Hamburg',
        HE: 'Hessen',
        MV: 'Mecklenburg-Vorpommern',
        NI: 'Niedersachsen',
        NW: 'Nordrhein-Westfalen',
        RP: 'Rheinland-Pfalz',
        SL: 'Saarland',
        SN: 'Sachsen',
        ST: 'Sachsen-Anhalt',
        SH: 'Schleswig-Holstein',
        TH: 'Thüringen',
      },
      // The forms of the master data (client).
      form: {
        taxpayerTitle: (context: string) => `Steuerpflichtiger für die Kassenmeldung: ${context}`,
        taxNumberHelp: 'Wie auf dem Steuerbescheid, z. B. 181/815/08155, oder 13-stellig für ELSTER.',
        storeTitle: (store: string) => `Anschrift der Betriebsstätte: Filiale ${store}`,
        storeHelp: 'Der Name der Filiale bleibt, wie er ist.',
        registerTitle: (register: string) => `Kasse ${register} für die Kassenmeldung`,
        noKind: 'Bitte wählen',
        agentDefault: (value: string) => `Von der Kasse gemeldet: ${value}`,
        firstSeen: (day: string) => `Erstes Lebenszeichen: ${day}`,
        removed: 'Die Kasse wurde gelöscht; sie bleibt bis zur nächsten Meldung im Bestand.',
        saved: 'Gespeichert.',
        failed: 'Speichern fehlgeschlagen.',
        openTaxpayer: 'Steuerpflichtiger',
        openStore: 'Anschrift (Kassenmeldung)',
        openRegister: 'Kassenmeldung',
        exportCsv: 'Kassendaten als CSV',
        importCsv: 'Kassendaten importieren',
      },
      // The import dialog of the registers' CSV.
      importDialog: {
        title: 'Kassendaten für die Kassenmeldung importieren',
        file: 'CSV-Datei (wie der Export)',
        check: 'Prüfen',
        importNow: 'Importieren',
        checked: (n: number) =>
          n === 1
            ? 'Die Datei ist in Ordnung: 1 Kasse wird geändert.'
            : `Die Datei ist in Ordnung: ${n} Kassen werden geändert.`,
        imported: (n: number) => (n === 1 ? '1 Kasse importiert.' : `${n} Kassen importiert.`),
        lineError: (line: number, message: string) => `Zeile ${line}: ${message}`,
        nothingWritten: 'Es wurde nichts gespeichert.',
        failed: 'Der Import ist fehlgeschlagen.',
      },
      // The registers' CSV file (export and import).
      csv: {
        file: (context: string) => `kassenmeldung-kassen-${context}.csv`,
        storeId: 'Filiale',
        posId: 'Kasse',
        unknownRegister: (storeId: string, posId: string) =>
          `Die Kasse ${storeId}-${posId} gibt es in diesem Kontext nicht.`,
        duplicateRegister: (storeId: string, posId: string, line: number) =>
          `Die Kasse ${storeId}-${posId} steht schon in Zeile ${line}.`,
        tooManyLines: (limit: number, registers: number, margin: number) =>
          `Die Datei hat zu viele Zeilen: erlaubt sind höchstens ${limit.toLocaleString('de-DE')} unter der Kopfzeile, ` +
          `eine je Kasse des Kontexts (${registers.toLocaleString('de-DE')}) und ${margin} mehr. Es wurde nichts gespeichert.`,
      },
      // The audit log's entries of the master data: labels, sentences and the fields' names.
      audit: {
        actions: {
          fiscalTaxpayerSaved: 'Steuerpflichtiger geändert',
          fiscalStoreSaved: 'Anschrift der Betriebsstätte geändert',
          fiscalRegisterSaved: 'Kassendaten für die Kassenmeldung geändert',
          fiscalRegistersImported: 'Kassendaten für die Kassenmeldung importiert',
        },
        sentences: {
          fiscalTaxpayerSaved: (who: string, what: string) =>
            `${who} hat den Steuerpflichtigen von Kontext ${what} geändert`,
          fiscalStoreSaved: (who: string, what: string) => `${who} hat die Anschrift der Filiale ${what} geändert`,
          fiscalRegisterSaved: (who: string, what: string) =>
            `${who} hat die Daten der Kasse ${what} für die Kassenmeldung geändert`,
          fiscalRegistersImported: (who: string, what: string) =>
            `${who} hat Kassendaten für die Kassenmeldung in Kontext ${what} importiert`,
        },
        fields: {
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
          registers: 'Kassen',
        },
      },
      problems: {
        required: (field: string) => `${field}: Bitte ausfüllen.`,
        tooLong: (field: string, max: number) => `${field}: höchstens ${max} Zeichen.`,
        taxNumber: (field: string) =>
          `${field}: Das Format passt zu keinem Bundesland (z. B. 181/815/08155 in Bayern, 133/8150/8159 in Nordrhein-Westfalen oder 13-stellig 9181081508155).`,
        postalCode: (field: string) => `${field}: Bitte genau 5 Ziffern angeben.`,
        systemKind: (field: string, value: string) => `${field}: „${value}“ ist keine Art aus dem amtlichen Formular.`,
        date: (field: string, value: string) => `${field}: „${value}“ ist kein Datum der Form JJJJ-MM-TT.`,
        purchaseInFuture: (field: string, today: string) => `${field}: darf nicht nach heute (${today}) liegen.`,
        purchaseAfterDecommission: (field: string, decommissioned: string) =>
          `${field}: darf nicht nach der Außerbetriebnahme (${decommissioned}) liegen.`,
        decommissionBeforeFirstSeen: (field: string, firstSeen: string) =>
          `${field}: darf nicht vor dem ersten Lebenszeichen der Kasse (${firstSeen}) liegen.`,
        reasonWithoutDay: (field: string) => `${field}: nur zusammen mit dem Datum der Außerbetriebnahme.`,
      },
    },
    // The report of a store (H3): JSON, CSV, print view, 'Als gemeldet markieren', history.
    report: taxNoticeReportTexts,
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
