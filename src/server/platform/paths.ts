import fs from 'node:fs';
import path from 'node:path';

/**
 * The checkout the server runs from: the nearest folder above this file that holds the contract.
 * The same for the sources run by tsx (src/server/platform/) and for the built server
 * (dist/server/server.cjs, `npm run build:server`), whose one file sits elsewhere in the tree.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'openapi.yaml')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`openapi.yaml not found above ${start}`);
  }
}

export const repoRoot = findRepoRoot(__dirname);
/** The contract: routes, validation and the generated types all come from this one file. */
export const specificationPath = path.join(repoRoot, 'openapi.yaml');

/** The console's version (package.json), which backups and a refused start name. */
export const consoleVersion: string = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;
