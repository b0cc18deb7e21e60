// Each rule of .dependency-cruiser.cjs, proven to fail a bad import and to pass a good one: the
// project's own config cruises a small tree of fixture files in a temporary folder laid out as the
// regrouped server (platform/, capabilities with index.ts and repository/).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cruiseFixture } from '../scripts/arch/cruiseFixture';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

type Files = Record<string, string>;

/** A regrouped server that keeps every rule: the good imports each case starts from. */
const regroupedTree: Files = {
  'src/shared/rights.ts': 'export const rights = 1;',
  'src/server/platform/db/connection.ts': 'export const db = 1;',
  'src/server/fleet/index.ts': "export { ids } from './ids';",
  'src/server/fleet/ids.ts': "import { db } from '../platform/db/connection';\nexport const ids = db;",
  'src/server/fleet/repository/heartbeats.ts':
    "import { db } from '../../platform/db/connection';\nimport { rights } from '../../../shared/rights';\nexport const heartbeats = db + rights;",
  'src/server/fleet/handlers.ts':
    "import { ids } from './ids';\nimport { heartbeats } from './repository/heartbeats';\nexport const handlers = ids + heartbeats;",
  'src/server/updates/index.ts': "export { upload } from './upload';",
  'src/server/updates/upload.ts': "import { ids } from '../fleet/index';\nexport const upload = ids;",
  'src/client/app.ts': "import { rights } from '../shared/rights';\nexport const app = rights;",
};

let run = 0;
/** The names of the rules the project's config reports for `files` (each case in a folder of its own). */
async function failingRules(files: Files): Promise<string[]> {
  const result = await cruiseFixture(path.join(scratch, String(run++)), files);
  return [...new Set(result.summary.violations.map((v) => v.rule.name))];
}

const cases: { rule: string; bad: Files; good: Files }[] = [
  {
    rule: 'no-circular',
    bad: {
      'src/client/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/client/b.ts': "import { a } from './a';\nexport const b = () => a;",
    },
    good: {
      'src/client/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/client/b.ts': 'export const b = 1;',
    },
  },
  {
    rule: 'no-circular',
    bad: {
      'src/server/fleet/ids.ts': "import type { Handlers } from './types';\nexport const ids = 1;",
      'src/server/fleet/types.ts': "import { ids } from './ids';\nexport type Handlers = typeof ids;",
    },
    good: { 'src/server/fleet/types.ts': "import { ids } from './ids';\nexport type Handlers = typeof ids;" },
  },
  {
    rule: 'platform-imports-no-capability',
    bad: { 'src/server/platform/jobs/jobs.ts': "import { ids } from '../../fleet/index';\nexport const jobs = ids;" },
    good: { 'src/server/platform/db/schema.ts': "import { db } from './connection';\nexport const schema = db;" },
  },
  {
    rule: 'capability-through-index',
    bad: { 'src/server/updates/upload.ts': "import { ids } from '../fleet/ids';\nexport const upload = ids;" },
    good: { 'src/server/updates/upload.ts': "import { ids } from '../fleet/index';\nexport const upload = ids;" },
  },
  {
    rule: 'capability-through-index',
    bad: {
      'src/server/updates/targets.ts':
        "import { heartbeats } from '../fleet/repository/heartbeats';\nexport const t = heartbeats;",
    },
    good: {
      'src/server/updates/targets.test.ts':
        "import { heartbeats } from '../fleet/repository/heartbeats';\nexport const t = heartbeats;",
    },
  },
  {
    rule: 'repository-imports-only-platform',
    bad: { 'src/server/fleet/repository/stores.ts': "import { ids } from '../ids';\nexport const stores = ids;" },
    good: {
      'src/server/fleet/repository/stores.ts':
        "import { heartbeats } from './heartbeats';\nexport const stores = heartbeats;",
    },
  },
  {
    rule: 'repository-imports-only-platform',
    bad: {
      'src/server/fleet/stores.repository.ts': "import { ids } from './ids';\nexport const stores = ids;",
    },
    good: {
      'src/server/fleet/stores.repository.ts':
        "import { db } from '../platform/db/connection';\nexport const stores = db;",
    },
  },
  {
    rule: 'repository-imports-only-platform',
    bad: {
      'src/server/updates/repository/rollout.ts': "import { upload } from '../upload';\nexport const rollout = upload;",
    },
    good: {
      // Another capability's public surface: a report's query composes the fleet's SQL parts.
      'src/server/updates/repository/rollout.ts':
        "import { ids } from '../../fleet/index';\nexport const rollout = ids;",
    },
  },
  {
    rule: 'logic-imports-no-handlers',
    bad: { 'src/server/fleet/offline.ts': "import { handlers } from './handlers';\nexport const offline = handlers;" },
    good: { 'src/server/fleet/offline.ts': "import { ids } from './ids';\nexport const offline = ids;" },
  },
  {
    rule: 'shared-imports-no-side',
    bad: { 'src/shared/probe.ts': "import { db } from '../server/platform/db/connection';\nexport const p = db;" },
    good: { 'src/shared/probe.ts': "import { rights } from './rights';\nexport const p = rights;" },
  },
  {
    rule: 'client-imports-no-server',
    bad: { 'src/client/probe.ts': "import { ids } from '../server/fleet/index';\nexport const p = ids;" },
    good: { 'src/client/probe.ts': "import { app } from './app';\nexport const p = app;" },
  },
];

describe('architecture rules (dependency-cruiser)', () => {
  it('the regrouped tree the cases start from keeps every rule', async () => {
    assert.deepEqual(await failingRules(regroupedTree), []);
  });

  for (const c of cases) {
    const [file] = Object.keys(c.bad);
    it(`${c.rule}: ${file} with a bad import fails`, async () => {
      assert.deepEqual(await failingRules({ ...regroupedTree, ...c.bad }), [c.rule]);
    });
    it(`${c.rule}: ${Object.keys(c.good)[0]} with a good import passes`, async () => {
      assert.deepEqual(await failingRules({ ...regroupedTree, ...c.good }), []);
    });
  }
});
