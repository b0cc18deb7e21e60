// Each import boundary of eslint.config.mjs, proven to fail a bad import and to pass a good one:
// the project's own config lints a virtual file at the importing place.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root); // the boundary rules resolve folders from the repository root
const eslint = new ESLint({ cwd: root });

/** The rules that fail `code` placed at `file` (repo-relative). */
async function failingRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const cases: { zone: string; file: string; bad: string; good: string; rule: string }[] = [
  {
    zone: 'src/shared imports no SPA code',
    file: 'src/shared/probe.ts',
    bad: "import { value } from '../client/api';",
    good: "import { value } from './rights';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'src/shared imports no server code',
    file: 'src/shared/probe.ts',
    bad: "import { value } from '../server/config';",
    good: "import { value } from './texts/de/frame';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'scripts import no SPA code (Node cannot load its stylesheets)',
    file: 'scripts/bench/probe.ts',
    bad: "import { value } from '../../src/client/components/ListController';",
    good: "import { value } from '../../src/shared/filterDebounce';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'client components never import a feature',
    file: 'src/client/components/Probe.tsx',
    bad: "import { value } from '../features/home/HomePage';",
    good: "import { value } from './ConfirmDialog';",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'client components never load a feature lazily either',
    file: 'src/client/components/layout/Probe.tsx',
    bad: "const value = () => import('../../features/users/UsersPage');",
    good: "const value = () => import('./MainMenu');",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'client lib never imports a feature',
    file: 'src/client/lib/probe.ts',
    bad: "import { value } from '../features/updates/status';",
    good: "import { value } from './toasts';",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'a feature never imports another feature',
    file: 'src/client/features/home/probe.ts',
    bad: "import { value } from '../users/values';",
    good: "import { value } from '../../components/PageWrapper';",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'only the router and the main menu read the pages table',
    file: 'src/client/features/home/probe.ts',
    bad: "import { value } from '../../config/pages';",
    good: "import { value } from '../../config/paths';",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'shared components take paths, not the pages table',
    file: 'src/client/components/probe.ts',
    bad: "import { value } from '../config/pages';",
    good: "import { value } from '../config/paths';",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'the API layer may take paths, not the pages table',
    file: 'src/client/api/probe.ts',
    bad: "import { value } from '../config/pages';",
    good: "import { value } from '../config/paths';",
    rule: 'local/zones',
  },
  {
    zone: 'features import an API area, never its generated file',
    file: 'src/client/features/home/probe.ts',
    bad: "import { value } from '../../api/home/endpoints.gen';",
    good: "import { value } from '../../api/home';",
    rule: 'local/feature-boundaries',
  },
  {
    zone: 'client api never imports app',
    file: 'src/client/api/probe.ts',
    bad: "import { value } from '../app/store';",
    good: "import { value } from '../lib/toasts';",
    rule: 'local/zones',
  },
  {
    zone: 'client lib never imports app',
    file: 'src/client/lib/probe.ts',
    bad: "import { value } from '../app/hooks';",
    good: "import { value } from './polling';",
    rule: 'local/zones',
  },
  {
    zone: 'the server database layer never imports a capability',
    file: 'src/server/platform/db/probe.ts',
    bad: "import { value } from '../../fleet/handlers/cashpoints';",
    good: "import { value } from './connection';",
    rule: 'local/zones',
  },
  {
    zone: 'the server database layer never imports HTTP code',
    file: 'src/server/platform/db/probe.ts',
    bad: "import { value } from '../http/replies';",
    good: "import { value } from '../config';",
    rule: 'local/zones',
  },
  {
    zone: 'the platform storage knows no capability',
    file: 'src/server/platform/storage/probe.ts',
    bad: "import { value } from '../../updates';",
    good: "import { value } from './updateStore';",
    rule: 'local/zones',
  },
  {
    zone: 'server repositories never import their handlers',
    file: 'src/server/fleet/repository/probe.ts',
    bad: "export { value } from '../handlers/cashpoints';",
    good: "export { value } from '../../platform/db/connection';",
    rule: 'local/zones',
  },
  {
    zone: 'server repositories never import HTTP code',
    file: 'src/server/accounts/repository/probe.ts',
    bad: "export { value } from '../../platform/http/replies';",
    good: "export { value } from './sessions';",
    rule: 'local/zones',
  },
  {
    zone: 'server policies never import HTTP code',
    file: 'src/server/contexts/policy.ts',
    bad: "import { value } from '../platform/http/replies';",
    good: "import { value } from '../accounts';",
    rule: 'local/zones',
  },
  {
    zone: 'server field checks never import repositories',
    file: 'src/server/accounts/validation.ts',
    bad: "import { value } from './repository/users';",
    good: "import { value } from '../../shared/validation/userForm';",
    rule: 'local/zones',
  },
  {
    zone: 'server handlers write no SQL',
    file: 'src/server/fleet/handlers/probe.ts',
    bad: "const value = (db: Db) => db.kysely.selectFrom('users').selectAll().execute();",
    good: "const value = (db: Db) => findUserByLogin(db, 'admin');",
    rule: 'no-restricted-syntax',
  },
  {
    zone: 'a migration imports nothing of live code',
    file: 'src/server/platform/db/migrations/0099-probe.ts',
    bad: "import { value } from '../../../fleet/ids';",
    good: "import { sql as value } from 'kysely';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'a migration imports no package but kysely, not even one of Node',
    file: 'src/server/platform/db/migrations/0099-probe.ts',
    bad: "import value from 'node:crypto';",
    good: "import { Migrator as value } from 'kysely';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'a migration imports no other migration',
    file: 'src/server/platform/db/migrations/0099-probe.ts',
    bad: "export { up as value } from './0001-initial-schema';",
    good: "export { sql as value } from 'kysely';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'the migrations list imports its migration files only',
    file: 'src/server/platform/db/migrations/index.ts',
    bad: "import { value } from '../connection';",
    good: "import * as value from './0001-initial-schema';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'server capability logic writes no SQL',
    file: 'src/server/updates/probe.ts',
    bad: 'const value = sql`select 1`;',
    good: 'const value = nextOrderKey;',
    rule: 'no-restricted-syntax',
  },
  {
    zone: 'server test kits write no SQL (their rows live in test/repository/)',
    file: 'src/server/test/probeKit.ts',
    bad: "const value = (db: Db) => db.kysely.selectFrom('contexts').selectAll().execute();",
    good: "const value = (db: Db) => contextRowByKey(db, 'SUEDKAUF');",
    rule: 'no-restricted-syntax',
  },
  {
    zone: 'server test kits write no SQL templates either',
    file: 'src/server/test/probeKit.ts',
    bad: 'const value = sql`select 1`;',
    good: 'const value = (db: Db) => tableNames(db);',
    rule: 'no-restricted-syntax',
  },
  {
    zone: 'server plugins write no SQL',
    file: 'src/server/platform/plugins/probe.ts',
    bad: 'const value = (db: Db) => db.kysely.transaction().execute(async () => 1);',
    good: 'const value = (db: Db) => inTransaction(db, async () => 1);',
    rule: 'no-restricted-syntax',
  },
  {
    zone: 'a screen imports the texts of its area, not the whole catalogue',
    file: 'src/client/features/home/Probe.tsx',
    bad: "import { value } from '../../../shared/texts/de';",
    good: "import { value } from '../../../shared/texts/de/home';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'nor through the index file by name',
    file: 'src/client/components/Probe.tsx',
    bad: "import { value } from '../../shared/texts/de/index';",
    good: "import { value } from '../../shared/texts/de/frame';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'the server reads texts by area too',
    file: 'src/server/fleet/handlers/probe.ts',
    bad: "import { value } from '../../../shared/texts/de';",
    good: "import { value } from '../../../shared/texts/de/fleet';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'shared code reads texts by area too',
    file: 'src/shared/validation/probe.ts',
    bad: "import { value } from '../texts/de';",
    good: "import { value } from '../texts/de/messages';",
    rule: 'no-restricted-imports',
  },
  {
    zone: 'an area module or its test does not reach for the index beside it',
    file: 'src/shared/texts/de/probe.test.ts',
    bad: "import { value } from './index';",
    good: "import { value } from './alerts';",
    rule: 'no-restricted-imports',
  },
];

describe('ESLint import zones', () => {
  for (const c of cases) {
    it(`${c.zone}: a bad import fails`, async () => {
      assert.ok((await failingRules(c.file, c.bad)).includes(c.rule), `${c.file}: ${c.bad} should fail ${c.rule}`);
    });
    it(`${c.zone}: a good import passes`, async () => {
      assert.deepEqual(await failingRules(c.file, c.good), []);
    });
  }

  for (const file of [
    'src/server/fleet/repository/probe.ts',
    'src/server/platform/security/probe.repository.ts',
    'src/server/platform/db/probe.ts',
    'src/server/test/repository/probeRows.ts',
  ]) {
    it(`SQL is allowed where it belongs: ${file}`, async () => {
      const code = "const value = (db: Db) => db.kysely.selectFrom('users').selectAll().execute();";
      assert.deepEqual(await failingRules(file, code), []);
    });
  }

  it('the glossary check, which reads the whole catalogue, may import the texts index', async () => {
    assert.deepEqual(
      await failingRules('src/shared/texts/de/glossary.test.ts', "import { value } from './index';"),
      [],
    );
    assert.deepEqual(await failingRules('src/shared/texts/de/glossary.test.ts', "import { value } from '.';"), []);
  });

  it('the pages table may name every feature, being the composer of pages', async () => {
    const code = "const value = () => import('../features/users/UsersPage');";
    assert.deepEqual(await failingRules('src/client/config/probe.ts', code), []);
  });
});
