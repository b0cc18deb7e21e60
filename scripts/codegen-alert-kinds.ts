// The parts of openapi.yaml that the alert-kind catalogue (src/shared/alerts/alertKinds.ts) decides:
// AlertKind's values and what opens each, the default severities AlertSeverity names, one property
// per kind of AlertRules and AlertSeverities, and the rules and severities of getAlertSettings' example. They stand between marker comments as the
// report columns' regions do (./codegen-report-columns.ts, which writes both), so a kind added to the
// catalogue is in the contract after `npm run codegen`, and the freshness check fails while it is not.
import { alertKindCatalogue, type AlertKindEntry } from '../src/shared/alerts/alertKinds';

/** The catalogue as these regions read it (a test hands in one with a kind more). */
export type Catalogue = Readonly<
  Record<string, Pick<AlertKindEntry, 'opensWhen' | 'severity' | 'enabledByDefault' | 'threshold'>>
>;

/** The lines of a folded description (`>-`), words wrapped before the 100th column of the file. */
function folded(text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + 2 + line.length + 1 + word.length > 100) {
      lines.push(`  ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return ['description: >-', ...lines, `  ${line}`];
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const ofSeverity = (catalogue: Catalogue, severity: string) =>
  Object.keys(catalogue).filter((kind) => catalogue[kind]!.severity === severity);

/** The sentence on the defaults: the critical and the info kinds by name, the rest warning. */
function defaultsSentence(catalogue: Catalogue): string {
  const critical = ofSeverity(catalogue, 'critical');
  const info = ofSeverity(catalogue, 'info');
  return `By default ${listed(critical)} ${critical.length === 1 ? 'is' : 'are'} critical, ${listed(info)} info, the others warning.`;
}

/** One property per kind, each a reference to `schema`, and all of them required. */
function perKind(kinds: readonly string[], schema: string): string[] {
  return [
    `required: [${kinds.join(', ')}]`,
    'properties:',
    ...kinds.map((kind) => `  ${kind}: { $ref: '#/components/schemas/${schema}' }`),
  ];
}

/** The example reply of getAlertSettings (the demo's, which keeps the defaults): each kind's rule. */
function exampleRules(catalogue: Catalogue): string[] {
  return Object.entries(catalogue).flatMap(([kind, entry]) => {
    const threshold = entry.threshold;
    const value = typeof threshold?.default === 'string' ? JSON.stringify(threshold.default) : threshold?.default;
    return [
      `${kind}:`,
      `  enabled: ${entry.enabledByDefault}`,
      ...(threshold ? [`  ${threshold.name}: ${value}`] : []),
    ];
  });
}

/** The lines of each alert region, by region name (their indent is the marker's). */
export function alertKindRegions(catalogue: Catalogue = alertKindCatalogue): Record<string, string[]> {
  const kinds = Object.keys(catalogue);
  const opens = kinds.map((kind) => `${kind}: ${catalogue[kind]!.opensWhen}`).join('; ');
  return {
    'alert-kinds': [...folded(`${opens}.`, 6), `enum: [${kinds.join(', ')}]`],
    'alert-severity-defaults': folded(
      "How urgent an alert is, set per kind in its context's alert settings: critical ('kritisch'), " +
        `warning ('Warnung'), info ('Info'). ${defaultsSentence(catalogue)}`,
      6,
    ),
    'alert-rules': perKind(kinds, 'AlertRule'),
    'alert-severities': perKind(kinds, 'AlertSeverity'),
    'alert-settings-example-rules': exampleRules(catalogue),
    'alert-settings-example-severities': kinds.map((kind) => `${kind}: ${catalogue[kind]!.severity}`),
  };
}
