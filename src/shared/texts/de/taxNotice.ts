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
