// The configuration reference is the server's list of variables, and that list is every variable the
// server reads: a variable read in src/server but not listed, or a reference not regenerated, fails.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { configVariables } from '../../src/server/platform/configVariables';
import { referenceFile, renderConfigReference } from './configReference';

const serverDir = path.join(__dirname, '../../src/server');

/** The server's own code: its tests and their harness read variables of their own (TEST_DATABASE_URL). */
function serverSources(dir = serverDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === serverDir ? [] : serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

// `process.env.X`, `process.env['X']`, `env.X`, `env['X']` and the parsers' `(env, 'X', …)`; not an
// assignment such as `process.env.TZ = …`, which sets the zone for Node and reads nothing.
const name = String.raw`([A-Z][A-Z0-9_]*)(?![A-Z0-9_])`;
const quoted = String.raw`\[\s*['"${'`'}]([A-Z][A-Z0-9_]*)['"${'`'}]\s*\]`;
const notAssigned = String.raw`(?!\s*=[^=])`;
const reads = [
  String.raw`\bprocess\.env\.${name}`,
  String.raw`\bprocess\.env${quoted}`,
  String.raw`\benv\.${name}`,
  String.raw`\benv${quoted}`,
  String.raw`\(\s*env\s*,\s*['"${'`'}]([A-Z][A-Z0-9_]*)['"${'`'}]`,
].map((pattern) => new RegExp(pattern + notAssigned, 'g'));

/** Every variable name the server's code reads, with the files that read it. */
function variablesRead(files: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const pattern of reads)
      for (const match of source.matchAll(pattern)) {
        const variable = match[1]!;
        found.set(variable, [...new Set([...(found.get(variable) ?? []), path.relative(serverDir, file)])]);
      }
  }
  return found;
}

describe('configuration reference', () => {
  it('docs/operations/configuration.md is what `npm run docs:config` writes', () => {
    const onDisk = fs.existsSync(referenceFile) ? fs.readFileSync(referenceFile, 'utf8') : '';
    assert.ok(
      onDisk === renderConfigReference(),
      'docs/operations/configuration.md is stale: run `npm run docs:config`',
    );
  });

  it('lists every environment variable src/server reads', () => {
    const read = variablesRead(serverSources());
    assert.ok(
      read.has('PORT') && read.has('OIDC_LOGIN_CLAIM'),
      'the scan finds the reads of config.ts and ssoConfig.ts',
    );
    const missing = [...read]
      .filter(([name]) => !(name in configVariables))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    assert.deepEqual(missing, [], 'read in src/server but missing from src/server/platform/configVariables.ts');
  });

  it('lists no variable the server does not read', () => {
    const read = variablesRead(serverSources());
    const unread = Object.keys(configVariables).filter((name) => !read.has(name));
    assert.deepEqual(unread, [], 'listed in configVariables.ts but read nowhere in src/server');
  });

  it('finds a read of process.env outside the configuration (the scan itself)', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'env-scan-'));
    const file = path.join(scratch, 'x.ts');
    fs.writeFileSync(
      file,
      "const a = process.env.SOME_NEW_VARIABLE;\nprocess.env.TZ = 'UTC';\nconst b = process.env['OTHER'];\n",
    );
    try {
      assert.deepEqual([...variablesRead([file]).keys()].sort(), ['OTHER', 'SOME_NEW_VARIABLE']);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
