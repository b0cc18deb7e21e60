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
  },
} as const;
