// docs/api-changelog.md: one section per info.version, newest first, written from the contract diff
// (`npm run contract:diff -- <ref> --changelog`) so that its lines say what the gate checked.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, type ContractDiff } from './diff';

export const CHANGELOG = 'docs/api-changelog.md';

const heading = (version: string) => `## ${version}`;

const intro = `# API changelog

What changed in the console's API (\`openapi.yaml\`) from one \`info.version\` to the next, newest
first. The version follows semantic versioning: the major version rises with every change that can
break a client (marked **BREAKING**), the minor one with new operations or fields. \`npm test\`
refuses a breaking change without a new major version. Sections are written by
\`npm run contract:diff -- <git ref> --changelog\`; add words of your own below a section's list.
`;

export function hasSection(root: string, version: string): boolean {
  const file = path.join(root, CHANGELOG);
  return existsSync(file) && readFileSync(file, 'utf8').split('\n').includes(heading(version));
}

/** The section for the diff's new version, replacing one of that version written before. */
export function writeSection(root: string, diff: ContractDiff, since: string, date = new Date()): string {
  const file = path.join(root, CHANGELOG);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : intro;
  const lines = describe(diff).map((l) => l.replace(/BREAKING:/, '**BREAKING**:'));
  const section = [
    heading(diff.versionAfter),
    '',
    `${date.toISOString().slice(0, 10)}, compared with ${diff.versionBefore ?? 'nothing'} (${since}).`,
    '',
    ...(lines.length > 0 ? lines : ['- No change to any operation.']),
    '',
  ].join('\n');
  const sections = text.split(/^(?=## )/m);
  const head = sections[0];
  const rest = sections.slice(1).filter((s) => !s.startsWith(`${heading(diff.versionAfter)}\n`));
  writeFileSync(file, [head.trimEnd() + '\n\n', section, ...rest.map((s) => '\n' + s.trimEnd() + '\n')].join(''));
  return file;
}
