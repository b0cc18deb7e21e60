/**
 * What the operations commands (`npm run backup`, `restore`, `check-storage`) and a refused start
 * on a newer database say: German like every other text of the console. Figures go in as they are.
 */
export const backupMessages = {
  schemaNewer: (database: string, code: string, version: string) =>
    `Die Datenbank hat den Schemastand „${database}“, diese Konsole (Version ${version}) kennt nur bis „${code}“. ` +
    'Sie startet nicht auf einer neueren Datenbank: starten Sie die neuere Version der Konsole ' +
    'oder spielen Sie eine Sicherung ihres Standes ein (npm run restore).',

  backupUsage: `Sichert die Konsole im laufenden Betrieb: die Datenbank (SQLite: Online-Sicherung, PostgreSQL: pg_dump),
die Update-Dateien des Ordners STORAGE_DIR und ein Manifest (Version, Schemastand, Zeilen je Tabelle, SHA-256 je Datei).

  npm run backup -- --out ORDNER [--with-secrets]
  node dist/server/server.cjs backup --out ORDNER [--with-secrets]

  --out           neuer oder leerer Ordner für die Sicherung
  --with-secrets  auch das Sitzungsgeheimnis sichern (sonst enden nach der Wiederherstellung alle Sitzungen)
  --help          diese Hilfe

Die Datenbank bestimmen DATA_DIR bzw. DATABASE_URL wie beim Server, die Update-Dateien STORAGE_DIR bzw. STORAGE_URL.`,

  restoreUsage: `Stellt eine Sicherung von npm run backup wieder her, in ein leeres DATA_DIR bzw. eine leere Datenbank.
Zuerst werden Manifest und jede Prüfsumme geprüft; erst dann wird geschrieben.

  npm run restore -- --from ORDNER
  node dist/server/server.cjs restore --from ORDNER

  --from  der Ordner der Sicherung
  --help  diese Hilfe`,

  checkStorageUsage: `Vergleicht die Update-Zeilen der Datenbank mit den Dateien im Speicher (Ordner oder S3).

  npm run check-storage -- [--fix]
  node dist/server/server.cjs check-storage [--fix]

  --fix   verwaiste Dateien löschen, die älter als einen Tag sind
  --help  diese Hilfe`,

  unknownCommand: (command: string) =>
    `Unbekannter Befehl „${command}“. Der Server kennt: backup, restore, check-storage (ohne Befehl startet er).`,
  noDatabase: (file: string) =>
    `Unter ${file} liegt keine Datenbank: nichts zu sichern (DATA_DIR bzw. DATABASE_URL prüfen).`,
  outMissing: '--out fehlt: in welchen Ordner soll gesichert werden?',
  fromMissing: '--from fehlt: aus welchem Ordner soll wiederhergestellt werden?',
  outNotEmpty: (dir: string) =>
    `Der Ordner ${dir} ist nicht leer; eine Sicherung braucht einen neuen oder leeren Ordner.`,
  outIsFile: (dir: string) => `${dir} ist eine Datei, kein Ordner.`,
  pgToolMissing: (tool: string) =>
    `${tool} wurde nicht gefunden (Debians Paket postgresql, oder PG_BIN_DIR auf den Ordner mit ${tool} setzen).`,
  pgToolFailed: (tool: string, detail: string) => `${tool} ist gescheitert: ${detail}`,
  backupDone: (dir: string, files: number, bytes: string) =>
    `Sicherung fertig in ${dir}: Datenbank, Update-Dateien: ${files} (zusammen ${bytes}), Manifest manifest.json.`,
  s3NotCopied: (bucket: string, prefix: string) =>
    `Die Update-Dateien liegen in S3 (Bucket ${bucket}, Präfix „${prefix}“) und sind nicht Teil dieser Sicherung; ` +
    'sichern Sie den Bucket mit seinen eigenen Mitteln (Versionierung, Replikation).',

  fromNotFound: (dir: string) => `Den Ordner ${dir} gibt es nicht.`,
  noManifest: (dir: string) =>
    `In ${dir} liegt kein lesbares manifest.json: das ist keine Sicherung der Kassen-Konsole.`,
  otherProduct: (product: string) =>
    `Die Sicherung stammt von „${product}“, nicht von der Kassen-Konsole; sie wird nicht eingespielt.`,
  dialectMismatch: (backup: string, target: string) =>
    `Die Sicherung ist eine ${backup}-Sicherung, die Konsole ist auf ${target} eingestellt (DATABASE_URL).`,
  fileMissing: (file: string) => `Die Datei ${file} der Sicherung fehlt.`,
  digestMismatch: (file: string) =>
    `Die Prüfsumme von ${file} stimmt nicht mit dem Manifest überein: die Sicherung ist beschädigt.`,
  unlistedFile: (file: string) => `Die Datei ${file} liegt in der Sicherung, steht aber nicht im Manifest.`,
  databaseUnreadable: (detail: string) => `Die Datenbank der Sicherung ist nicht lesbar: ${detail}`,
  backupSchemaNewer: (backup: string, code: string, version: string) =>
    `Die Sicherung hat den Schemastand „${backup}“, diese Konsole (Version ${version}) kennt nur bis „${code}“: ` +
    'spielen Sie sie mit der neueren Version der Konsole ein.',
  targetNotEmpty: (what: string) =>
    `Das Ziel ist nicht leer (${what}); wiederhergestellt wird nur in ein leeres DATA_DIR bzw. eine leere Datenbank.`,
  restoreChecked: (files: number) => `Manifest und ${files} Prüfsummen stimmen; es wird wiederhergestellt …`,
  countsHeader: 'Tabelle | Manifest | wiederhergestellt',
  countsDiffer: 'Die Zeilenzahlen weichen vom Manifest ab (siehe oben).',
  restoreDone: (secret: boolean) =>
    `Wiederherstellung fertig. ${secret ? 'Das Sitzungsgeheimnis wurde mit eingespielt: Sitzungen bleiben gültig.' : 'Ohne Sitzungsgeheimnis: alle Sitzungen enden, Anmelden geht wie zuvor.'}`,
  s3Expected: (bucket: string, prefix: string) =>
    `Die Update-Dateien erwartet die Konsole in S3 (Bucket ${bucket}, Präfix „${prefix}“); stellen Sie den Bucket selbst wieder her.`,

  storageSummary: (rows: number, files: number) => `${rows} Update-Zeilen, ${files} Dateien im Speicher.`,
  rowWithoutFile: (key: string) => `Zeile ohne Datei: ${key}`,
  fileWithoutRow: (key: string, days: number) => `Datei ohne Zeile: ${key} (seit ${days} Tagen)`,
  fileRemoved: (key: string) => `gelöscht: ${key}`,
  storageAgrees: 'Zeilen und Dateien stimmen überein.',
  storageFixHint: 'Mit --fix werden verwaiste Dateien gelöscht, die älter als einen Tag sind.',
};
