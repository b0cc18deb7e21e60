// Fails when a generated file differs from what openapi.yaml generates now.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateAll, root } from './codegen-targets';

async function main(): Promise<void> {
  const stale: string[] = [];
  for (const [file, content] of await generateAll()) {
    const target = path.join(root, file);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== content) stale.push(file);
  }
  if (stale.length > 0) {
    console.error(`Stale generated files (run \`npm run codegen\`):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Generated files are up to date.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
