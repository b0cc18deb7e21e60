// The fiscal cockpit's words ('Fiskal', issue 50): the TSE's types and states, the server's checks
// of a reported TSE and of a swap plan, and the CSV export's header. The page's own texts join them.

import { taxNoticeTexts } from './taxNotice';

const taxNoticeAudit = taxNoticeTexts.taxNotice.report.audit;
const masterDataAudit = taxNoticeTexts.taxNotice.masterData.audit;

/** 'YYYY-MM-DD' as Germans write it. */
const germanDate = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

export const fiscalTexts = {
  fiscal: {
    types: { usb: 'USB', sd: 'SD-Karte', lan: 'LAN', cloud: 'Cloud' },
    states: {
      notInitialized: 'nicht initialisiert',
      initialized: 'initialisiert',
      disabled: 'deaktiviert',
      decommissioned: 'außer Betrieb',
      evicted: 'entfernt',
    },
    yes: 'ja',
    no: 'nein',
    problems: {
      counterAboveCapacity: (counter: number, capacity: number) =>
        `"tse.signatureCounter" (${counter}) darf nicht über der Kapazität der TSE liegen (${capacity})`,
      planInPast: (date: string, today: string) =>
        `Der geplante Austausch am ${germanDate(date)} liegt in der Vergangenheit (heute ist der ${germanDate(today)}).`,
      unknownSerial: (serial: string) => `Eine TSE mit der Seriennummer „${serial}“ ist in diesem Kontext unbekannt.`,
    },
    csv: {
      file: (context: string) => `tse-${context}.csv`,
      header: [
        'Kontext',
        'Seriennummer',
        'Typ',
        'BSI-Zertifikat',
        'Hersteller',
        'Modell',
        'Zertifikat gültig bis',
        'Tage übrig',
        'Kapazität genutzt (%)',
        'Voll etwa am',
        'Zustand',
        'Letzter Export',
        'Export erfolgreich',
        'Filiale',
        'Kassen',
        'Austausch geplant am',
        'Notiz',
      ],
    },
  },
  // The audit log's entries of the swap plans: the actions' labels, sentences and fields.
  fiscalAudit: {
    objectType: 'TSE',
    // The Kassenmeldung's entries (issue 52) come along with the TSEs', so the log's catalogue takes them.
    actions: {
      tseSwapPlanned: 'TSE-Austausch geplant',
      tseSwapPlanDeleted: 'TSE-Austausch-Plan gelöscht',
      ...taxNoticeAudit.actions,
      ...masterDataAudit.actions,
    },
    sentences: {
      tseSwapPlanned: (who: string, what: string) => `${who} hat den Austausch der ${what} geplant`,
      tseSwapPlanDeleted: (who: string, what: string) => `${who} hat den geplanten Austausch der ${what} gelöscht`,
      ...taxNoticeAudit.sentences,
      ...masterDataAudit.sentences,
    },
    fields: {
      plannedFor: 'Austausch geplant am',
      planNote: 'Notiz zum Austausch',
      ...taxNoticeAudit.fields,
      ...masterDataAudit.fields,
    },
    /** The TSE as the log names it. */
    label: (serial: string) => `TSE ${serial}`,
  },
  // The monthly TSE report by mail to a context's alert recipients (first working day, 07:00).
  tseReport: {
    subject: (month: string, context: string) => `TSE-Monatsbericht ${month}: ${context}`,
    head: (context: string, month: string, count: number) =>
      count === 1
        ? `Im TSE-Monatsbericht ${month} für ${context} steht eine TSE, die in den nächsten 90 Tagen Aufmerksamkeit braucht.`
        : `Im TSE-Monatsbericht ${month} für ${context} stehen ${count} TSEs, die in den nächsten 90 Tagen Aufmerksamkeit brauchen.`,
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    sections: {
      expiring: 'Zertifikat läuft in den nächsten 90 Tagen ab',
      filling: 'Signaturen in den nächsten 90 Tagen aufgebraucht',
      planned: 'Geplanter Austausch',
      failing: 'Export oder Selbsttest fehlerhaft',
    },
    none: '- keine',
    /** Where the TSE is: its store and its register, or how many registers share it. */
    where: (storeId: string | null, posIds: string[]) =>
      [
        storeId ? `Filiale ${storeId}` : 'Filiale unbekannt',
        posIds.length === 1 ? `Kasse ${posIds[0]}` : `${posIds.length} Kassen`,
      ].join(', '),
    line: (serial: string, where: string, what: string) => `- TSE ${serial} (${where}): ${what}`,
    expires: (date: string, days: number) =>
      days < 0
        ? `abgelaufen am ${germanDate(date)}`
        : `gültig bis ${germanDate(date)}, noch ${days} ${days === 1 ? 'Tag' : 'Tage'}`,
    fullBy: (date: string, percent: number | null) =>
      `voll etwa am ${germanDate(date)}${percent === null ? '' : ` (${String(percent).replace('.', ',')} % verbraucht)`}`,
    planned: (date: string, by: string, note: string) =>
      `am ${germanDate(date)}, geplant von ${by}${note ? ` – ${note}` : ''}`,
    exportFailed: 'letzter Export fehlgeschlagen',
    selfTestFailed: 'letzter Selbsttest fehlgeschlagen',
    noExport: 'seit 30 Tagen kein Export',
    link: 'Fiskal-Cockpit',
    footer: 'Diese Nachricht hat die Kassen-Konsole automatisch gesendet.',
  },
};
