// The words of the cockpit page 'Fiskal' (issue 50) and of a register's TSE section: the chart of the
// expiries per month with its table, 'Handlungsbedarf', the TSE list, the dialog 'Austausch planen'
// and a TSE's history. The TSE's types, states and the server's messages are in fiscal.ts.

import { fiscalTexts } from './fiscal';

// The months' names once, with the monthly report's (fiscal.ts).
const monthNames: readonly string[] = fiscalTexts.tseReport.months;

/** 'YYYY-MM' as 'November 2027'. */
const monthName = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
/** 'YYYY-MM' as 'Nov. 27' under a bar. */
const monthShort = (month: string) =>
  `${(monthNames[Number(month.slice(5, 7)) - 1] ?? '').slice(0, 3)} ${month.slice(2, 4)}`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

export const fiscalPageTexts = {
  fiscalPage: {
    monthName,
    monthShort,
    context: 'Kontext',
    allContexts: 'Alle Kontexte',
    csv: 'CSV herunterladen',
    csvLabel: (scope: string) => `Alle TSE als CSV herunterladen (${scope})`,
    chart: {
      title: 'TSE-Abläufe der nächsten 24 Monate',
      label: 'Balkendiagramm: ablaufende TSE je Monat der nächsten 24 Monate',
      hint: 'Mit den Pfeiltasten die Monate einzeln anzeigen, mit der Eingabetaste die Liste auf den Monat filtern.',
      readout: (month: string, tses: number, cashpoints: number) =>
        `${monthName(month)}: ${plural(tses, 'TSE', 'TSE')}, ${plural(cashpoints, 'Kasse', 'Kassen')}`,
      empty: 'In den nächsten 24 Monaten läuft kein TSE-Zertifikat ab.',
      showTable: 'Tabelle anzeigen',
      hideTable: 'Tabelle ausblenden',
      tableCaption: 'Ablaufende TSE je Monat',
      month: 'Monat',
      tses: 'TSE',
      cashpoints: 'Kassen',
      filterTo: (month: string) => `Liste auf ${monthName(month)} filtern`,
    },
    needsAction: {
      title: 'Handlungsbedarf',
      intro: 'Abgelaufen oder in höchstens 90 Tagen ablaufend, nicht betriebsbereit oder mit fehlgeschlagenem Export.',
      none: 'Keine TSE braucht gerade Handlungsbedarf.',
      tableLabel: 'TSE mit Handlungsbedarf',
      reasons: {
        expired: 'abgelaufen',
        expiring: 'läuft bald ab',
        notReady: 'nicht betriebsbereit',
        timeNotSet: 'Zeit nicht gesetzt',
        exportFailing: 'Export fehlgeschlagen',
        selfTestFailing: 'Selbsttest fehlgeschlagen',
      },
    },
    list: {
      title: 'Alle TSE',
      titleMonth: (month: string) => `TSE mit Ablauf im ${monthName(month)}`,
      clearMonth: 'Monatsfilter aufheben',
      tableLabel: 'TSE-Liste',
      none: 'Keine TSE gemeldet.',
      noneMonth: 'In diesem Monat läuft keine TSE ab.',
      range: (from: number, to: number, total: number) => `${from}–${to} von ${total}`,
      sortBy: (column: string) => `Nach ${column} sortieren`,
      columns: {
        serial: 'Seriennummer',
        type: 'Typ',
        validUntil: 'Zertifikat gültig bis',
        daysLeft: 'Tage übrig',
        capacity: 'Kapazität genutzt',
        state: 'Zustand',
        lastExport: 'Letzter Export',
        store: 'Filiale',
        cashpoints: 'Kassen',
        plannedSwap: 'Austausch geplant',
        actions: 'Aktionen',
      },
      context: (name: string) => `Kontext ${name}`,
      never: 'nie',
      exportFailed: 'fehlgeschlagen',
      historyOf: (serial: string) => `Verlauf der TSE ${serial} anzeigen`,
      cashpointLink: (storeId: string, posId: string) => `Filiale ${storeId}, Kasse ${posId} öffnen`,
      noPlan: '–',
      planBy: (by: string) => `geplant von ${by}`,
    },
    days: (n: number) => (n < 0 ? `seit ${plural(-n, 'Tag', 'Tagen')} abgelaufen` : plural(n, 'Tag', 'Tage')),
    percent: (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`,
    plan: {
      open: 'Austausch planen',
      openLabel: (serial: string) => `Austausch der TSE ${serial} planen`,
      change: 'Plan ändern',
      changeLabel: (serial: string) => `Geplanten Austausch der TSE ${serial} ändern`,
      delete: 'Plan löschen',
      deleteLabel: (serial: string) => `Geplanten Austausch der TSE ${serial} löschen`,
      title: (serial: string) => `Austausch planen: TSE ${serial}`,
      date: 'Geplant am',
      note: 'Notiz',
      noteHelp: 'Zum Beispiel wer tauscht und welche TSE kommt.',
      dateRequired: 'Bitte einen Tag angeben.',
      dateInPast: 'Der Tag darf nicht in der Vergangenheit liegen.',
      noteTooLong: (max: number) => `Die Notiz darf höchstens ${max} Zeichen lang sein.`,
      saved: 'Der Austausch ist geplant.',
      deleteTitle: 'Geplanten Austausch löschen?',
      deleteBody: (serial: string, date: string) =>
        `Der für den ${date} geplante Austausch der TSE ${serial} wird gelöscht.`,
      deleted: 'Der geplante Austausch ist gelöscht.',
      failed: 'Der Plan konnte nicht gespeichert werden.',
    },
    section: {
      title: 'TSE',
      none: 'Diese Kasse meldet keine TSE.',
      type: 'Typ',
      serial: 'Seriennummer',
      validUntil: 'Zertifikat gültig bis',
      capacity: 'Kapazität genutzt',
      state: 'Zustand',
      lastExport: 'Letzter Export',
      lastSelfTest: 'Letzter Selbsttest',
      shared: (n: number) => `geteilt von ${plural(n, 'Kasse', 'Kassen')}`,
      history: 'Verlauf der TSE',
      failed: '(fehlgeschlagen)',
    },
    history: {
      title: (serial: string) => `Verlauf der TSE ${serial}`,
      firstSeen: 'Zuerst gemeldet',
      lastSeen: 'Zuletzt gemeldet',
      activatedAt: 'In Betrieb seit',
      inUse: 'In Betrieb',
      retired: 'ausgetauscht',
      tableLabel: 'Ereignisse der TSE',
      at: 'Zeitpunkt',
      event: 'Ereignis',
      placeHeader: 'Ort',
      none: 'Keine Ereignisse.',
      close: 'Schließen',
      kinds: {
        firstSeen: () => 'Zuerst gemeldet',
        swappedIn: (other: string | null) => (other ? `Eingesetzt statt TSE ${other}` : 'Eingesetzt'),
        swappedOut: (other: string | null) => (other ? `Ersetzt durch TSE ${other}` : 'Ausgetauscht'),
        state: (from: string | null, to: string | null) => `Zustand: ${from ?? '–'} → ${to ?? '–'}`,
        planClosed: (to: string | null) => `Geplanter Austausch erledigt${to ? ` (${to})` : ''}`,
      },
      place: (storeId: string | null, posId: string | null) =>
        storeId ? `Filiale ${storeId}${posId ? `, Kasse ${posId}` : ', STORE-Server'}` : '–',
    },
  },
};
