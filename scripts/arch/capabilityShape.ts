// The one shape of a server capability (ARCHITECTURE.md, "Capability shape"), as files: what
// `npm run new:capability` scaffolds (scripts/arch/newCapability.ts) and what
// src/server/capabilityShape.test.ts holds every capability to.
import fs from 'node:fs';
import path from 'node:path';

/** What every capability has at its root: a folder ends in '/'. */
export const requiredParts = [
  'index.ts',
  'handlers/',
  'repository/',
  'validation.ts',
  'policy.ts',
  'views.ts',
] as const;
/** What a capability may add: its pure core, its jobs. */
export const optionalParts = ['logic/', 'jobs.ts'] as const;

/** The files a new capability starts with, by path inside its folder. */
export function scaffold(name: string, options: { logic?: boolean; jobs?: boolean } = {}): Record<string, string> {
  const files: Record<string, string> = {
    'index.ts': `// ${name}: what it owns, in a line. Other capabilities use only what is exported here.\nexport {};\n`,
    [`handlers/${name}.ts`]: [
      "import type { Handlers } from '../../platform/types';",
      '',
      `/** The ${name} operations of the contract (operationId → function): HTTP only, each a thin call. */`,
      `export const ${name}Handlers = {} satisfies Partial<Handlers>;`,
      '',
    ].join('\n'),
    [`repository/${name}.ts`]: `// The SQL of ${name}: the only code that reads or writes its tables.\nexport {};\n`,
    ...emptyParts(name),
  };
  if (options.logic)
    files['logic/index.ts'] = `// The pure core of ${name}: no database, no HTTP, no clock of its own.\nexport {};\n`;
  if (options.jobs) {
    files['jobs.ts'] = `// The jobs of ${name}, which src/server/jobs.ts starts on the leading instance.\nexport {};\n`;
  }
  return files;
}

/** The role files a capability has even while they hold nothing yet, so each role has one place. */
export function emptyParts(name: string): Record<'validation.ts' | 'policy.ts' | 'views.ts', string> {
  return {
    'validation.ts': `// The input checks of ${name} beyond the contract's schemas, with German messages from\n// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).\nexport {};\n`,
    'policy.ts': `// Who may: the access decisions of ${name} on a principal (platform/principal.ts), beyond each\n// operation's rights (accounts/operationRules.ts). They know nothing of HTTP (an ESLint zone).\nexport {};\n`,
    'views.ts': `// The reply shapes of ${name}: its rows as the contract shows them.\nexport {};\n`,
  };
}

const serverStarts = /\b(startTestServer|startServerProcess)\(/;

/**
 * Whether the test `file` drives the server over HTTP: it starts one (the harness's `startTestServer`,
 * a built server's `startServerProcess`) itself or through a kit of src/server/test that does. Such a
 * test belongs beside the handlers, in handlers/; a test of a pure file stays beside that file.
 */
export function drivesHttp(root: string, file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // a kit importing a kit back ends here
  const text = fs.readFileSync(file, 'utf8');
  const kits = path.join(root, 'src', 'server', 'test') + path.sep;
  const drives =
    (serverStarts.test(text) && !file.endsWith(path.join('test', 'harness.ts'))) ||
    [...text.matchAll(/from '(\.[^']+)'/g)].some((m) => {
      const kit = path.resolve(path.dirname(file), m[1]) + '.ts';
      return kit.startsWith(kits) && fs.existsSync(kit) && drivesHttp(root, kit, seen);
    });
  seen.set(file, drives);
  return drives;
}

/** How the capability `name` under `root` departs from the shape: one German-free line each, none when it fits. */
export function shapeProblems(root: string, name: string): string[] {
  const dir = path.join(root, 'src', 'server', name);
  const problems: string[] = [];
  for (const part of requiredParts) {
    const folder = part.endsWith('/');
    const file = path.join(dir, part);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat || stat.isDirectory() !== folder) problems.push(`${name}: no ${part}`);
  }
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === 'repository' && child !== 'repository' && !child.startsWith('repository/')) {
          problems.push(`${name}: a second repository folder, ${child}/ (all its SQL belongs in ${name}/repository/)`);
        }
        if (rel === 'handlers') problems.push(`${name}: a folder in handlers/, ${child}/ (handlers/ holds files)`);
        walk(child);
      } else if (entry.name.endsWith('.test.ts') && rel !== 'handlers' && drivesHttp(root, path.join(dir, child))) {
        problems.push(`${name}: ${child} drives the server over HTTP (its place is ${name}/handlers/)`);
      } else if (entry.name.endsWith('.repository.ts')) {
        problems.push(`${name}: ${child} (SQL belongs in ${name}/repository/)`);
      } else if (rel.split('/')[0] === 'logic' && !entry.name.endsWith('.test.ts')) {
        const text = fs.readFileSync(path.join(dir, child), 'utf8');
        if (/from '(\.\.\/)+(repository|handlers|platform\/db)\b/.test(text)) {
          problems.push(`${name}: ${child} imports the database or the handlers (logic/ is the pure core)`);
        }
      }
    }
  };
  if (fs.existsSync(dir)) walk('');
  return problems;
}
