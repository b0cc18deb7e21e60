import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { alertKindCatalogue, alertKinds } from '../src/shared/alerts/alertKinds';
import { defaultNotifyPolicy } from '../src/shared/alerts/alertSeverity';
import { alertKindRegions, type Catalogue } from './codegen-alert-kinds';
import { withReportRegions } from './codegen-report-columns';

// The recipe 'Add an alert kind' (ARCHITECTURE.md) as a checklist: the contract's lists per kind are
// generated from the catalogue, and the hand-written files that list every kind are the recipe's own.

const root = path.join(__dirname, '..');
const contract = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');

/**
 * The hand-written files a new kind touches, as the recipe names them: its catalogue entry (label,
 * default, threshold, severity, detail), its server entry (check, mail text), its check (one query)
 * and its cause in the test of every kind's check. Everything else follows from these.
 */
const recipe = [
  'src/shared/alerts/alertKinds.ts',
  'src/server/alerts/kinds.ts',
  'src/server/alerts/repository/checks/<kind>.ts',
  'src/server/alerts/handlers/kinds.test.ts',
];

interface Schema {
  description?: string;
  enum?: string[];
  required?: string[];
  properties?: Record<string, { $ref: string }>;
}

/** The text without the regions `npm run codegen` writes (the YAML's and the generated files'). */
const handWritten = (text: string) =>
  text.replace(/^[ \t]*# BEGIN generated ([\w-]+)[\s\S]*?# END generated \1.*$/gm, '');

/** Whether a part of the YAML lists every kind: an array of them, or an object keyed by them. */
function listsEveryKind(node: unknown): boolean {
  if (Array.isArray(node)) return alertKinds.every((kind) => node.includes(kind)) || node.some(listsEveryKind);
  if (node === null || typeof node !== 'object') return false;
  return alertKinds.every((kind) => kind in node) || Object.values(node).some(listsEveryKind);
}

/** Every source file of the checkout that is not generated: src/, scripts/, tests/, the contract. */
function sourceFiles(): string[] {
  const found = ['openapi.yaml'];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(file);
      } else if (/\.(ts|tsx|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) found.push(file);
    }
  };
  for (const dir of ['src', 'scripts', 'tests', 'examples']) walk(dir);
  return found;
}

describe('an alert kind (the recipe in ARCHITECTURE.md)', () => {
  it('has each per-kind list of the contract generated from the catalogue', () => {
    const schemas = (parse(contract) as { components: { schemas: Record<string, Schema> } }).components.schemas;
    assert.deepEqual(schemas.AlertKind!.enum, alertKinds);
    for (const kind of alertKinds) {
      assert.ok(schemas.AlertKind!.description!.includes(`${kind}: ${alertKindCatalogue[kind].opensWhen}`), kind);
    }
    for (const [schema, item] of [
      ['AlertRules', 'AlertRule'],
      ['AlertSeverities', 'AlertSeverity'],
    ] as const) {
      assert.deepEqual(schemas[schema]!.required, alertKinds, schema);
      assert.deepEqual(
        schemas[schema]!.properties,
        Object.fromEntries(alertKinds.map((kind) => [kind, { $ref: `#/components/schemas/${item}` }])),
        schema,
      );
    }
    assert.equal(withReportRegions(contract), contract, 'openapi.yaml is as npm run codegen writes it');
  });

  it('takes its default severity from its catalogue entry', () => {
    assert.deepEqual(
      defaultNotifyPolicy().severities,
      Object.fromEntries(alertKinds.map((kind) => [kind, alertKindCatalogue[kind].severity])),
    );
  });

  it('reaches every per-kind region of the contract from a catalogue entry alone', () => {
    const scratch: Catalogue = {
      ...alertKindCatalogue,
      printerJam: { opensWhen: 'a receipt printer jammed', severity: 'critical', enabledByDefault: true },
    };
    const regions = alertKindRegions(scratch);
    for (const [name, lines] of Object.entries(regions)) {
      assert.ok(lines.join('\n').includes('printerJam'), `region ${name} lists the new kind`);
    }
    // The contract's lists are all generated: its hand-written rest lists the kinds nowhere in full.
    assert.ok(listsEveryKind(parse(contract)), 'the generated contract lists them');
    assert.ok(!listsEveryKind(parse(handWritten(contract))), 'openapi.yaml lists every kind outside its regions');
  });

  it(`touches ${recipe.length} hand-written files: those that list every kind are the recipe's`, () => {
    assert.ok(recipe.length <= 5);
    const listingEveryKind = sourceFiles().filter((file) => {
      const text = handWritten(readFileSync(path.join(root, file), 'utf8'));
      if (file === 'openapi.yaml') return listsEveryKind(parse(text));
      return alertKinds.every((kind) => new RegExp(`\\b${kind}\\b`).test(text));
    });
    // This test lists them too, by reading the catalogue: it names no kind itself.
    assert.deepEqual(
      listingEveryKind.sort(),
      recipe.filter((file) => !file.includes('<kind>')).sort(),
      'a file that lists every kind by hand is one a new kind must touch: add it to the recipe, or derive it from the catalogue',
    );
  });
});
