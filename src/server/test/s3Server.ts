import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../platform/paths';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The variables that point the console at this server, its objects under `prefix`. */
  env(prefix: string): Record<string, string>;
  stop(): Promise<void>;
}

// s3rver's own credentials; it checks request signatures against them.
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

// Run in a node process of its own: a real S3-compatible server on a port of its choosing, keeping
// its objects in the folder given, with the bucket made; it prints the port once it listens.
const serverScript = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  .run()
  .then((address) => console.log('listening ' + address.port));
`;

/** Starts s3rver as a child process on a free port, in a fresh folder, with one bucket. */
export async function startS3Server(bucket = 'kassen-updates'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, ['-e', serverScript, directory, bucket], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({ STORAGE_URL: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint, ...credentials }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
