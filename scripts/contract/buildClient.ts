// `npm run build:client`: clients/typescript/dist, as a script installs it from the folder
// (`npm install <path>/clients/typescript`): ESM and CommonJS bundles of src/ with openapi-fetch left
// as the package's one dependency, and the declarations (the contract's types) from tsc.
// The contract's types are the one generated file, src/shared/generated/contract.ts: the build copies
// it beside the package's source (in a folder of its own, removed after) as ./api.gen.ts, so the
// declarations the package ships hold them and name no path of this repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.resolve(__dirname, '../../clients/typescript');
const repo = path.resolve(dir, '../..');
const contractTypes = path.join(repo, 'src/shared/generated/contract.ts');
/** How src/index.ts names the one generated file, and how the built package names its copy. */
const contractImport = "from '../../../src/shared/generated/contract.js'";
const packagedImport = "from './api.gen.js'";

/** The package's source as it is built: src/ with the contract's types beside it. */
function stageSource(stage: string): void {
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const index = readFileSync(path.join(dir, 'src/index.ts'), 'utf8');
  if (!index.includes(contractImport)) throw new Error(`src/index.ts no longer imports the contract ${contractImport}`);
  writeFileSync(path.join(stage, 'index.ts'), index.replace(contractImport, packagedImport));
  writeFileSync(path.join(stage, 'api.gen.ts'), readFileSync(contractTypes, 'utf8'));
  writeFileSync(
    path.join(stage, 'tsconfig.json'),
    JSON.stringify({
      extends: '../tsconfig.build.json',
      compilerOptions: { rootDir: '.', outDir: '../dist' },
      files: ['index.ts', 'api.gen.ts'],
      include: [],
    }),
  );
}

async function main(): Promise<void> {
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  // Inside the package's folder, so that openapi-fetch resolves as it does for src/.
  const stage = path.join(dir, '.build');
  stageSource(stage);
  try {
    await buildFrom(stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

async function buildFrom(stage: string): Promise<void> {
  const common = {
    entryPoints: [path.join(stage, 'index.ts')],
    bundle: true,
    platform: 'node' as const,
    target: 'node20',
    external: ['openapi-fetch'],
    logLevel: 'warning' as const,
  };
  await build({ ...common, format: 'esm', outfile: path.join(dir, 'dist/index.js') });
  await build({ ...common, format: 'cjs', outfile: path.join(dir, 'dist/index.cjs') });
  execFileSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: stage,
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
