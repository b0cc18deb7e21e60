// `npm run build:client`: clients/typescript/dist, as a script installs it from the folder
// (`npm install <path>/clients/typescript`): ESM and CommonJS bundles of src/ with openapi-fetch left
// as the package's one dependency, and the declarations (the contract's types) from tsc.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.resolve(__dirname, '../../clients/typescript');
const repo = path.resolve(dir, '../..');

async function main(): Promise<void> {
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const common = {
    entryPoints: [path.join(dir, 'src/index.ts')],
    bundle: true,
    platform: 'node' as const,
    target: 'node20',
    external: ['openapi-fetch'],
    logLevel: 'warning' as const,
  };
  await build({ ...common, format: 'esm', outfile: path.join(dir, 'dist/index.js') });
  await build({ ...common, format: 'cjs', outfile: path.join(dir, 'dist/index.cjs') });
  execFileSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: dir,
    stdio: 'inherit',
  });
  // The package's version is the contract's: a client built from 2.0.0 says so.
  const version = /^ {2}version: (\S+)$/m.exec(readFileSync(path.join(repo, 'openapi.yaml'), 'utf8'))?.[1];
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
  if (version && pkg.version !== version) {
    pkg.version = version;
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  console.log(`built clients/typescript/dist (@kassen-konsole/client ${pkg.version})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
