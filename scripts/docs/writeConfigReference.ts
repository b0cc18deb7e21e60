// `npm run docs:config`: writes docs/operations/configuration.md from the server's list of variables.
import fs from 'node:fs';
import path from 'node:path';
import { referenceFile, renderConfigReference } from './configReference';

fs.mkdirSync(path.dirname(referenceFile), { recursive: true });
fs.writeFileSync(referenceFile, renderConfigReference());
console.log(`Wrote ${path.relative(process.cwd(), referenceFile)}.`);
