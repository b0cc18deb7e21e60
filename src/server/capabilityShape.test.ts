import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { shapeProblems } from '../../scripts/arch/capabilityShape';
import { newCapability } from '../../scripts/arch/newCapability';
import { repoRoot } from './platform/paths';

// Every capability in the one shape (ARCHITECTURE.md, "Capability shape"): index.ts, handlers/,
// repository/ (the only one), validation.ts, policy.ts, views.ts, and optionally logic/ and jobs.ts;
// a test that drives the server over HTTP sits in handlers/, beside the handlers it reaches.
const require = createRequire(import.meta.url);
const { capabilitiesIn } = require('../../eslint/capabilities.cjs') as { capabilitiesIn: (root: string) => string[] };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'capability-shape-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('the capability shape', () => {
  const capabilities = capabilitiesIn(repoRoot);

  it('finds the capabilities by their folders', () => {
    assert.ok(capabilities.includes('sso') && capabilities.includes('alerts'), capabilities.join(', '));
    assert.ok(!capabilities.includes('platform') && !capabilities.includes('test'));
  });

  for (const name of capabilities) {
    it(`holds ${name}/ to it`, () => {
      assert.deepEqual(shapeProblems(repoRoot, name), []);
    });
  }

  it('is what npm run new:capability scaffolds, and names what departs from it', () => {
    newCapability(scratch, 'printers', { logic: true, jobs: true });
    assert.deepEqual(capabilitiesIn(scratch), ['printers']);
    assert.deepEqual(shapeProblems(scratch, 'printers'), []);
    const dir = path.join(scratch, 'src/server/printers');
    fs.rmSync(path.join(dir, 'policy.ts'));
    fs.mkdirSync(path.join(dir, 'jams/repository'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'jams.repository.ts'), 'export {};\n');
    fs.writeFileSync(path.join(dir, 'logic/count.ts'), "import { db } from '../repository/printers';\n");
    // Tests that start the server (through a kit of src/server/test or by themselves) drive HTTP: handlers/.
    fs.mkdirSync(path.join(scratch, 'src/server/test'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'src/server/test/printersKit.ts'), 'export const t = startTestServer();\n');
    const kitTest = "import { t } from '../test/printersKit';\n";
    fs.writeFileSync(path.join(dir, 'jams.test.ts'), kitTest);
    fs.writeFileSync(path.join(dir, 'handlers/printers.test.ts'), kitTest.replace('../', '../../'));
    fs.writeFileSync(path.join(dir, 'repository/crash.test.ts'), 'await startServerProcess({});\n');
    fs.writeFileSync(path.join(dir, 'logic/count.test.ts'), "import { count } from './count';\n");
    assert.deepEqual(shapeProblems(scratch, 'printers').sort(), [
      'printers: a second repository folder, jams/repository/ (all its SQL belongs in printers/repository/)',
      'printers: jams.repository.ts (SQL belongs in printers/repository/)',
      'printers: jams.test.ts drives the server over HTTP (its place is printers/handlers/)',
      'printers: logic/count.ts imports the database or the handlers (logic/ is the pure core)',
      'printers: no policy.ts',
      'printers: repository/crash.test.ts drives the server over HTTP (its place is printers/handlers/)',
    ]);
    assert.throws(() => newCapability(scratch, 'printers'), /exists already/);
  });
});
