// The server's capabilities, read from the folders: every folder directly under src/server/ that has
// an index.ts (its face). platform/ and the tools (cli/, demo/, simulator/, test/) have none. The one
// list that ESLint (eslint.config.mjs), dependency-cruiser (.dependency-cruiser.cjs), the one-way
// check (scripts/arch/oneWay.ts) and the shape test (src/server/capabilityShape.test.ts) read.
const fs = require('node:fs');
const path = require('node:path');

/** The capabilities of the checkout at `root` (the working directory if left out), sorted. */
function capabilitiesIn(root = process.cwd()) {
  const server = path.join(root, 'src', 'server');
  if (!fs.existsSync(server)) return [];
  return fs
    .readdirSync(server, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(server, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

module.exports = { capabilitiesIn };
