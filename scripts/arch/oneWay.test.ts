// The one-way check of `npm run lint:arch` on small fixture trees: a two-way pair of capabilities, a
// circle of three, and an import from a capability up into a tool each fail; the one-way tree passes.
// The trees hold no circle of files, so dependency-cruiser's own rules let all of them through.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cruiseFixture } from './cruiseFixture';
import { oneWayProblems, type OneWayReport } from './oneWay';

const require = createRequire(import.meta.url);
const { capabilitiesIn } = require('../../eslint/capabilities.cjs') as { capabilitiesIn: (root: string) => string[] };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'one-way-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

type Files = Record<string, string>;

/** Three capabilities in one order (webhooks → fleet → updates, each through the other's index.ts). */
const oneWayTree: Files = {
  'src/server/platform/db/connection.ts': 'export const db = 1;',
  'src/server/updates/index.ts': "export { upload } from './upload';",
  'src/server/updates/upload.ts': "import { db } from '../platform/db/connection';\nexport const upload = db;",
  'src/server/fleet/index.ts': "export { ids } from './ids';",
  'src/server/fleet/ids.ts': "import { upload } from '../updates';\nexport const ids = upload;",
  'src/server/fleet/tree.ts': 'export const tree = 2;',
  'src/server/webhooks/index.ts': "export { send } from './send';",
  'src/server/webhooks/send.ts': "import { ids } from '../fleet';\nexport const send = ids;",
  'src/server/webhooks/retry.ts': 'export const retry = 3;',
  'src/server/demo/seed.ts': "import { send } from '../webhooks';\nexport const seed = send;",
  'src/server/jobs.ts': "import { seed } from './demo/seed';\nexport const jobs = seed;",
};

let run = 0;
/** The project's dependency-cruiser rules and the one-way check over `files` laid over the one-way tree. */
async function cruised(files: Files): Promise<{ violations: string[]; report: OneWayReport }> {
  const dir = path.join(scratch, String(run++));
  const result = await cruiseFixture(dir, { ...oneWayTree, ...files });
  return {
    violations: result.summary.violations.map((v) => v.rule.name),
    report: oneWayProblems(result.modules, capabilitiesIn(dir)),
  };
}

describe('one-way capabilities (npm run lint:arch)', () => {
  it('passes capabilities that depend one way', async () => {
    const { violations, report } = await cruised({});
    assert.deepEqual(violations, []);
    assert.deepEqual(report, { pairs: [], upward: [] });
  });

  it('fails a capability that imports one which imports it back', async () => {
    const { violations, report } = await cruised({
      // Not through updates' index.ts, which fleet imports: else it were a circle of files too.
      'src/server/updates/targets.ts': "import { tree } from '../fleet';\nexport const targets = tree;",
      'src/server/updates/handlers.ts': "import { targets } from './targets';\nexport const handlers = targets;",
      'src/server/fleet/index.ts': "export { ids } from './ids';\nexport { tree } from './tree';",
    });
    assert.deepEqual(violations, [], 'no circle of files: dependency-cruiser alone lets it through');
    assert.deepEqual(
      report.pairs.map((p) => p.capabilities),
      [['fleet', 'updates']],
    );
    assert.deepEqual(report.pairs[0]!.imports.sort(), [
      'src/server/fleet/ids.ts -> src/server/updates/index.ts',
      'src/server/updates/targets.ts -> src/server/fleet/index.ts',
    ]);
  });

  it('fails an import that closes a circle of three capabilities', async () => {
    const { violations, report } = await cruised({
      'src/server/updates/events.ts': "import { retry } from '../webhooks';\nexport const events = retry;",
      'src/server/updates/handlers.ts': "import { events } from './events';\nexport const handlers = events;",
      'src/server/webhooks/index.ts': "export { send } from './send';\nexport { retry } from './retry';",
    });
    assert.deepEqual(violations, []);
    assert.deepEqual(report.pairs, []);
    assert.deepEqual(report.upward.map((u) => u.from).sort(), [
      'src/server/fleet/ids.ts',
      'src/server/updates/events.ts',
      'src/server/webhooks/send.ts',
    ]);
  });

  it('fails a capability that imports a tool or the composition', async () => {
    const { violations, report } = await cruised({
      'src/server/cli/words.ts': 'export const words = 1;',
      'src/server/bodyRules.ts': 'export const rules = 1;',
      'src/server/updates/cliWords.ts': "import type { words } from '../cli/words';\nexport type Words = typeof words;",
      'src/server/platform/rulesOf.ts': "import type { rules } from '../bodyRules';\nexport type Rules = typeof rules;",
    });
    assert.deepEqual(violations, []);
    assert.deepEqual(report.upward.map((u) => `${u.from} -> ${u.to}`).sort(), [
      'src/server/platform/rulesOf.ts -> src/server/bodyRules.ts',
      'src/server/updates/cliWords.ts -> src/server/cli/words.ts',
    ]);
  });
});
