// What every CSV import says about a file as a whole: the list of its bad lines stops after the
// first ones, and a file may not have more lines than its context has stores, plus a few.

/** A count as German writes it: 1.234. */
const count = (n: number) => n.toLocaleString('de-DE');

export const importTexts = {
  imports: {
    /** The last entry of a shortened list of bad lines. */
    moreLines: (n: number) => (n === 1 ? '… und 1 weitere Zeile' : `… und ${count(n)} weitere Zeilen`),
    tooManyCells: (max: number) => `Die Zeile hat mehr als ${count(max)} Spalten.`,
    tooManyLines: (limit: number, stores: number, margin: number) =>
      `Die Datei hat zu viele Zeilen: erlaubt sind höchstens ${count(limit)} unter der Kopfzeile, ` +
      `eine je Filiale des Kontexts (${count(stores)}) und ${count(margin)} mehr. Es wurde nichts gespeichert.`,
  },
};
