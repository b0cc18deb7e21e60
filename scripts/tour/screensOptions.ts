import { parseArgs } from 'node:util';
import { germanReason } from '../../src/server/cli/commandLine';
import { pageTour, tourSizes } from '../../tests/e2e/pageTour';
import { screenScenes } from './screenScenes';

// The options of `npm run screens`, checked before anything starts: a wrong one ends the run with
// the German usage text and exit code 2, not with a stack trace.

export const schemeNames = ['light', 'dark'] as const;
export type Scheme = (typeof schemeNames)[number];

export interface ScreensOptions {
  sizes: { width: number; height: number }[];
  schemes: Scheme[];
  /** Names of tour pages and scenes, unsigned ones first (a signed-in window cannot show the login). */
  pages: string[];
  /** The demo console's number of contexts; undefined keeps the demo's own. */
  contexts?: number;
  out: string;
  /** A folder of an earlier run to compare the new pictures with. */
  compare?: string;
}

const tourNames = pageTour.map((stop) => stop.name);
const sceneNames = screenScenes.map((stop) => stop.name);
const sizeText = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

export const usage = `Aufruf: npm run screens -- [Optionen]

Bildschirmfotos der Konsole von einer eigenen Demo-Konsole (baut die Oberfläche, wenn sie älter
ist als ihre Quellen), als <Breite>x<Höhe>-<Schema>-<Seite>.png in den Zielordner, dazu
classes.json (jede gesehene CSS-Klasse).

Optionen:
  --sizes 1440x900,1280x720  Fenstergrößen (ohne: ${tourSizes.map(sizeText).join(',')})
  --schemes light,dark       Farbschemata: light (hell), dark (dunkel) (ohne: beide)
  --pages home,statistics    Seiten und Ansichten (ohne: jede Seite des Rundgangs; all: alle)
  --contexts 60              so viele Kontexte in der Demo (weitere Kunden mit Filialen und
                             Updates, etwa für die Statistik bei 60 Kontexten)
  --out <Ordner>             Zielordner (ohne: test-results/screens)
  --compare <Ordner>         danach mit einem früheren Lauf vergleichen: abweichende Pixel je
                             Bild (<Name>.diff.png) und Klassen, deren Bootstrap-Regel im
                             gebauten CSS fehlt (für Änderungen am ausgelieferten CSS)
  --help                     diese Hilfe

Seiten des Rundgangs: ${tourNames.join(', ')}
Ansichten (Dialoge, Menüs, Zustände): ${sceneNames.join(', ')}
`;

export class UsageError extends Error {}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function parseSize(text: string): { width: number; height: number } {
  const match = /^(\d{3,4})x(\d{3,4})$/.exec(text);
  if (!match) throw new UsageError(`Ungültige Fenstergröße „${text}“: erwartet Breite x Höhe, etwa 1440x900.`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

function parseScheme(text: string): Scheme {
  if (!(schemeNames as readonly string[]).includes(text)) {
    throw new UsageError(`Unbekanntes Farbschema „${text}“: light oder dark.`);
  }
  return text as Scheme;
}

function parsePages(names: string[] | undefined): string[] {
  if (!names) return tourNames;
  const known = [...tourNames, ...sceneNames];
  const chosen = names.includes('all') ? known : names;
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length) throw new UsageError(`Unbekannte Seite: ${unknown.join(', ')}.`);
  const signedIn = (name: string) => [...pageTour, ...screenScenes].find((stop) => stop.name === name)!.signedIn;
  return [...chosen.filter((name) => !signedIn(name)), ...chosen.filter(signedIn)];
}

function parseContexts(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 500) {
    throw new UsageError(`--contexts braucht eine Anzahl von 1 bis 500, nicht „${text}“.`);
  }
  return count;
}

/** The options of `args`; undefined when help was asked for. Throws UsageError for a wrong one. */
export function parseScreensOptions(args: string[]): ScreensOptions | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        sizes: { type: 'string' },
        schemes: { type: 'string' },
        pages: { type: 'string' },
        contexts: { type: 'string' },
        out: { type: 'string', default: 'test-results/screens' },
        compare: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(germanReason(error));
  }
  if (values.help) return undefined;
  return {
    sizes: list(values.sizes)?.map(parseSize) ?? tourSizes,
    schemes: list(values.schemes)?.map(parseScheme) ?? [...schemeNames],
    pages: parsePages(list(values.pages)),
    contexts: parseContexts(values.contexts),
    out: values.out,
    compare: values.compare,
  };
}
