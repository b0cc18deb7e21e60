// A tree of fixture files cruised with the project's own dependency-cruiser config: the architecture
// rules' tests (eslint/architecture.test.ts) and the one-way check's (scripts/arch/oneWay.test.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IConfiguration, ICruiseResult } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const configFile = path.join(root, '.dependency-cruiser.cjs');
const require = createRequire(import.meta.url);

/** Writes `files` (path → code) under `dir` and cruises its `src` as `npm run lint:arch` does. */
export async function cruiseFixture(dir: string, files: Record<string, string>): Promise<ICruiseResult> {
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${code}\n`);
  }
  // The config reads the capabilities from the folders below the working directory.
  process.chdir(dir);
  delete require.cache[configFile];
  const config = require(configFile) as IConfiguration;
  const { tsConfig: _tsConfig, enhancedResolveOptions: _resolve, ...options } = config.options!;
  // dependency-cruiser is ESM only, and tsx runs the tests as CommonJS.
  const { cruise } = await import('dependency-cruiser');
  const { output } = await cruise(
    ['src'],
    { ...options, ruleSet: { forbidden: config.forbidden }, validate: true },
    { extensions: ['.ts', '.tsx'] },
  );
  return output as ICruiseResult;
}
