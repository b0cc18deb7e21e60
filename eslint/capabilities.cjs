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

/** The files of capability `name` with this file name (policy.ts, validation.ts), at any depth, from `root`. */
function rolesIn(root, name, fileName) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.name === fileName) found.push(file);
    }
  };
  walk(`src/server/${name}`);
  return found.sort();
}

module.exports = { capabilitiesIn, rolesIn };
