import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_TYPES, generateAll, root } from './codegen-targets';
import { describeGenerated, generatedChanges } from './contract/generatedChanges';

async function main(): Promise<void> {
  const typesFile = path.join(root, CONTRACT_TYPES);
  // The types as they were before this run: what the regeneration changes for a client's author.
  const before = existsSync(typesFile) ? readFileSync(typesFile, 'utf8') : null;
  const files = await generateAll();
  for (const [file, content] of files) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${file}`);
  }
  console.log(describeGenerated(generatedChanges(before, files.get(CONTRACT_TYPES) ?? '')));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
