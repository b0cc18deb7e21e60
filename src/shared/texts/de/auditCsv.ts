// The audit log's CSV export (server): its file name and its columns' headers.
export const auditCsvTexts = {
  file: (day: string) => `protokoll-${day}.csv`,
  headers: {
    time: 'Zeit',
    user: 'Benutzer',
    name: 'Name',
    address: 'Adresse',
    context: 'Kontext',
    action: 'Aktion',
    object: 'Objekt',
    description: 'Beschreibung',
    changes: 'Änderungen',
    token: 'API-Token',
  },
};
