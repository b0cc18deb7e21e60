/**
 * What the project's commands (`npm run simulate`, `create-admin`, `bench`, `lighthouse`, `screens`)
 * say on the command line: their usage, printed for `--help` and under every refused argument, and
 * the messages for arguments they cannot use. German like every other text the console shows.
 */
export const commandLine = {
  unknownOption: (option: string) => `Unbekannte Option ${option}.`,
  missingValue: (option: string) => `${option} braucht einen Wert.`,
  dashValue: (option: string) =>
    `${option} braucht einen Wert; einer, der mit - beginnt, wird ${option}=… geschrieben.`,
  noValueTaken: (option: string) => `${option} nimmt keinen Wert.`,
  unexpectedArgument: (argument: string) => `Unerwartetes Argument "${argument}".`,
  unreadable: 'Die Argumente sind nicht lesbar.',
  wholeNumber: (option: string, min: number) => `${option} muss eine ganze Zahl ab ${min} sein.`,
  contextPair: (given: string) => `--context erwartet SCHLÜSSEL:GEHEIMNIS, nicht "${given}".`,
  badVersionPair: (given: string) => `--bad-version erwartet DATEI:PROZENT (0 bis 100), nicht "${given}".`,
  instancesNeedPostgres:
    '--instances braucht DATABASE_URL=postgres://…: mehrere Instanzen teilen sich eine PostgreSQL-Datenbank.',
  oneOf: (option: string, allowed: readonly string[]) => `${option} erlaubt nur: ${allowed.join(', ')}.`,

  createAdminUsage: `Legt den ersten Administrator einer Installation an (ohne Demo-Daten gibt es keinen).

  npm run create-admin -- --login LOGIN --password PASSWORT [--first-name VORNAME]
                          [--last-name NACHNAME] [--email ADRESSE]

  --login       Benutzername (ohne Angabe wird er abgefragt)
  --password    Passwort, mindestens 8 Zeichen (ohne Angabe wird es abgefragt)
  --first-name  Vorname (Vorgabe: Admin)
  --last-name   Nachname (Vorgabe: Administrator)
  --email       E-Mail-Adresse
  --help        diese Hilfe

Die Datenbank bestimmen DATA_DIR bzw. DATABASE_URL wie beim Server.`,

  simulateUsage: `Flottensimulator: Kassen und STORE-Instanzen, die die Agenten-API sprechen.

  npm run simulate -- [--url http://localhost:8080] [--contexts 1] [--stores 10] [--registers 5]
                      [--context KEY:SECRET ...] [--interval 30] [--concurrency 32] [--ticks 0]
                      [--full-every 10] [--updates-every 2] [--duration 0] [--json]
                      [--acknowledged DATEI] [--bad-version DATEI:PROZENT ...] [--tse-stops DATEI ...]
                      [--without-tses] [--without-store-health] [--without-open-receipts]

  --contexts N       die ersten N Kontexte vom Typ 2 der Demo-Daten (Geheimnisse wie im README)
  --context K:S      stattdessen ein Kontext-Schlüssel und sein hashSecret (mehrfach möglich)
  --stores N         Filialen je Kontext (nummeriert ab --first-store, Vorgabe 10001)
  --registers N      Kassen je Filiale
  --interval S       Sekunden zwischen zwei Heartbeats eines Ziels
  --ticks N          nach N Runden aufhören (0: bis Strg+C)
  --full-every N     jeder N-te Heartbeat eines Ziels trägt die vollen Angaben (1: alle, 0: keiner)
  --updates-every N  jede N-te Runde fragt ein Ziel nach fälligen Updates (0: nie)
  --duration S       Runden ohne Pause S Sekunden lang, dann Schluss: ein Lasttest
  --json             eine JSON-Zeile je Runde (Heartbeats, Fehler, Millisekunden) für Skripte
  --acknowledged DATEI  schreibt bei jeder Bestätigung Sende- und Antwortzeit (ms) des letzten vom
                     Server bestätigten Heartbeats jedes Ziels, die Instanz, die ihn beantwortet hat,
                     und den davor als JSON {"KONTEXT/storeId/posId": {"sentAt", "answeredAt",
                     "instance", "previous"}} ("server" für eine STORE-Instanz): was die Datenbank
                     mindestens halten muss. Jedes Mal ganz neu geschrieben, also für kleine Flotten
                     gedacht
  --bad-version D:P  eine schlechte Version: P Prozent der Installationen der Update-Datei D schlagen
                     fehl, auch bei jedem neuen Versuch (mehrfach möglich)
  --tse-stops D      eine schlechte Version: nach der Installation der Update-Datei D steht der
                     TSE-Server der Filiale (die STORE-Instanz meldet ihn gestoppt, die Kassen den
                     TSE-Status FEHLER), solange ein Ziel der Filiale D installiert hat (mehrfach
                     möglich)
  --without-tses     die Ziele melden keine TSE (die Bench vergleicht die Kosten mit und ohne)
  --without-store-health  die Ziele melden weder Peripherie, Zahlung, Belege noch Stammdaten (die
                     Bench vergleicht die Kosten mit und ohne)
  --without-open-receipts  die Kassen melden nicht, ob ein Beleg offen ist (die Bench vergleicht
                     den Standardmix mit und ohne)
  --help             diese Hilfe`,

  benchUsage: `Misst die Ziele für Geschwindigkeit und Speicher und gibt sie als Markdown-Tabelle aus
(Kennzahl, Ziel, gemessen, PASS/FAIL). Ohne DATABASE_URL auf einer SQLite-Datei, mit
DATABASE_URL=postgres://… in einer eigenen neuen Datenbank. Endet mit 0, auch wenn Ziele verfehlt werden.

  npm run bench                      5.000 Filialen × 10 Kassen
  npm run bench -- --quick           500 Filialen × 10 Kassen, unter 2 Minuten
  npm run bench -- --smoke           die kleinste Flotte, jeder Teil einmal, Ziele nicht bewertet:
                                     endet mit 1, wenn ein Teil nicht messen konnte
  npm run bench -- --only TEILE      nur diese Teile, durch Kommas getrennt:
                                     replies, browser, heartbeats, firstload, alerts, audit, calendar, agent,
                                     rollouts, due, backup, agentactions, tse, health, notices, versions,
                                     timeline, live, streams
  npm run bench -- --stores N        N Filialen statt 5.000
  npm run bench -- --instances N     Heartbeats über nginx mit 1 und mit N Instanzen
                                     (braucht DATABASE_URL=postgres://…)
  npm run bench -- --registers N     nur die Anbieter-Größe: N/10.000 Kontexte mit je 1.000 Filialen × 10 Kassen
                                     (1000000 für eine Million; siehe scripts/bench/million.ts)
  --help                             diese Hilfe`,

  lighthouseUsage: `Lighthouse-Werte (Desktop: Leistung, Barrierefreiheit, Best Practices) jeder Seite als
Markdown-Tabelle. Baut die Oberfläche, wenn nötig, und startet einen eigenen Demo-Server.

  npm run lighthouse -- [--runs 1] [--only login,home,…] [--save]

  --runs N     jeder Wert ist der Median aus N Läufen
  --only LISTE nur diese Seiten (Namen aus tests/e2e/pageTour.ts)
  --save       den letzten Bericht jeder Seite in test-results/lighthouse/<Seite>.json behalten
  --help       diese Hilfe`,
};
