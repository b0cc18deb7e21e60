import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateAll, root } from './codegen-targets';

async function main(): Promise<void> {
  for (const [file, content] of await generateAll()) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${file}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
