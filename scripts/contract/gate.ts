// The contract gate of `npm test`: openapi.yaml against the last release (scripts/contract/base.ts
// says which), failing with a plain message on a breaking change unless the major version rose, on a
// version that is not semver or went back, and on a new version without its changelog section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT, contractAt, findBase, semver, versionOf } from './base';
import { CHANGELOG, hasSection } from './changelog';
import { describe, diffContracts } from './diff';

// CONTRACT_ROOT: another checkout (the gate's own test runs it on a repository it builds).
const root = path.resolve(process.env.CONTRACT_ROOT ?? path.join(__dirname, '../..'));
const current = readFileSync(path.join(root, CONTRACT), 'utf8');
const version = versionOf(current);
const problems: string[] = [];

const now = semver(version);
if (!now) problems.push(`info.version "${version}" is no semantic version (MAJOR.MINOR.PATCH, e.g. 2.0.0).`);
const base = findBase(root, process.env, version ?? undefined);
console.log(`Contract gate: ${CONTRACT} ${version} compared with ${base.reason}.`);

if (base.ref !== null && now) {
  const diff = diffContracts(contractAt(root, base.ref), current);
  const before = semver(diff.versionBefore);
  const lines = describe(diff);
  console.log(lines.length > 0 ? lines.join('\n') : 'No change to any operation.');
  const majorRaised = before === null || now[0] > before[0];
  const order = before ? now[0] - before[0] || now[1] - before[1] || now[2] - before[2] : 1;
  if (order < 0) problems.push(`info.version went back from ${diff.versionBefore} to ${version}.`);
  if (diff.breaking && !majorRaised)
    problems.push(
      `Breaking API change (the lines marked BREAKING above) without a new major version: ` +
        `raise info.version in ${CONTRACT} from ${diff.versionBefore} to ${before ? `${before[0] + 1}.0.0` : 'a new major'}, ` +
        `then run \`npm run contract:diff -- ${base.ref} --changelog\`, or make the change compatible ` +
        `(an optional parameter, a new field instead of a changed one).`,
    );
  if (version !== diff.versionBefore && !hasSection(root, version as string))
    problems.push(
      `${CHANGELOG} has no section "## ${version}": run \`npm run contract:diff -- ${base.ref} --changelog\`.`,
    );
  if (diff.operations.length > 0 && version === diff.versionBefore && !diff.breaking)
    console.log(`Note: the API changed but info.version is still ${version}; raise the minor version on release.`);
}

if (problems.length > 0) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log('Contract gate passed.');
