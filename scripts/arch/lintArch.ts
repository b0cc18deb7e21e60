// `npm run lint:arch`: dependency-cruiser's rules (.dependency-cruiser.cjs) over the import graph of
// src/, then the one-way order of the server's folders (./oneWay.ts) over the same graph. Fails on
// any finding; on none it says how many modules it read.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ICruiseResult } from 'dependency-cruiser';
import { oneWayProblems } from './oneWay';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { capabilitiesIn } = require('../../eslint/capabilities.cjs') as {
  capabilitiesIn: (root?: string) => string[];
};

const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
const json = execFileSync(bin, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const result = JSON.parse(json) as ICruiseResult;

const lines: string[] = [];
for (const violation of result.summary.violations) {
  lines.push(`  ${violation.rule.severity} ${violation.rule.name}: ${violation.from} → ${violation.to}`);
  const comment = result.summary.ruleSetUsed?.forbidden?.find((rule) => rule.name === violation.rule.name)?.comment;
  if (comment) lines.push(`      ${comment}`);
}
const { pairs, upward } = oneWayProblems(result.modules, capabilitiesIn(root));
for (const pair of pairs) {
  lines.push(`  error two-way-capabilities: ${pair.capabilities.join(' ↔ ')}`);
  for (const line of pair.imports) lines.push(`      ${line}`);
}
for (const found of upward) lines.push(`  error upward-import: ${found.from} → ${found.to} (${found.why})`);

if (lines.length > 0) {
  console.error(
    ['', ...lines, '', `✘ ${lines.filter((l) => l.startsWith('  error')).length} architecture problems`].join('\n'),
  );
  process.exit(1);
}
console.log(
  `✔ no architecture problem found (${result.summary.totalCruised} modules, 0 two-way capability pairs, 0 upward imports)`,
);
