// `npm run new:capability NAME [-- --logic] [--jobs]`: a new server capability in the one shape
// (./capabilityShape.ts, ARCHITECTURE.md "Capability shape"), then what to wire by hand.
import fs from 'node:fs';
import path from 'node:path';
import { scaffold } from './capabilityShape';

/** Writes the capability's files under `root`; refuses a name that is taken or not a plain word. */
export function newCapability(root: string, name: string, options: { logic?: boolean; jobs?: boolean } = {}): string[] {
  if (!/^[a-z][a-zA-Z]*$/.test(name)) throw new Error(`${name}: a capability is one word, camelCase (alertRules)`);
  const dir = path.join(root, 'src', 'server', name);
  if (fs.existsSync(dir)) throw new Error(`src/server/${name} exists already`);
  const written: string[] = [];
  for (const [file, text] of Object.entries(scaffold(name, options))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
    written.push(`src/server/${name}/${file}`);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [name, ...flags] = process.argv.slice(2);
  if (!name) {
    console.error('usage: npm run new:capability NAME [-- --logic] [--jobs]');
    process.exit(2);
  }
  const root = path.resolve(__dirname, '../..');
  try {
    const written = newCapability(root, name, { logic: flags.includes('--logic'), jobs: flags.includes('--jobs') });
    console.log(written.join('\n'));
    console.log(
      [
        '',
        'Then, by hand (ARCHITECTURE.md, "Add a capability"): its handlers in src/server/handlers.ts,',
        'its jobs in src/server/jobs.ts, its tables by a new migration, its texts in src/shared/texts/de/.',
        'ESLint and dependency-cruiser find it by its index.ts.',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
