// `npm run contract:diff -- <git ref> [--changelog]`: the changes of openapi.yaml since the ref, in
// plain words, breaking ones first; with --changelog also the section of docs/api-changelog.md for
// the current info.version. Exit code 0 (no breaking change), 1 (breaking changes), 2 (usage).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT, contractAt } from './base';
import { writeSection } from './changelog';
import { describe, diffContracts } from './diff';

const root = path.resolve(process.env.CONTRACT_ROOT ?? path.join(__dirname, '../..'));
const args = process.argv.slice(2);
const ref = args.find((a) => !a.startsWith('--'));
if (!ref) {
  console.error('Usage: npm run contract:diff -- <git ref> [--changelog]   (e.g. main, api-v1.5.2, HEAD~3)');
  process.exit(2);
}
const before = contractAt(root, ref);
if (before === null) console.log(`${ref} has no ${CONTRACT} (or is no git ref): every operation counts as added.`);
const diff = diffContracts(before, readFileSync(path.join(root, CONTRACT), 'utf8'));
const lines = describe(diff);
console.log(`${CONTRACT} ${diff.versionBefore ?? '(none)'} (${ref}) → ${diff.versionAfter} (working tree)`);
console.log(lines.length > 0 ? lines.join('\n') : 'No change to any operation.');
const count = (s: string) => diff.operations.filter((o) => o.status === s).length;
console.log(
  `${count('added')} added, ${count('changed')} changed, ${count('removed')} removed; ` +
    (diff.breaking ? 'BREAKING for existing clients.' : 'nothing breaks existing clients.'),
);
if (args.includes('--changelog')) console.log(`wrote ${path.relative(root, writeSection(root, diff, ref))}`);
process.exitCode = diff.breaking ? 1 : 0;
