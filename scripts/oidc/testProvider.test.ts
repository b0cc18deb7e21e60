import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';
import { repoRoot } from '../../src/server/platform/paths';
import { freePort } from '../../src/server/test/serverProcess';

// The README's `npm run oidc:test-provider -- --port … --redirect …`, started as a user starts it:
// it names its issuer and client, and answers OpenID discovery there until it is stopped.

it('serves OpenID discovery at the issuer it names', { timeout: 60_000 }, async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'scripts/oidc/testProvider.ts'),
      '--port',
      String(port),
      '--redirect',
      'http://localhost:8080/api/frontend/sso/callback',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const started = /Test-Anbieter läuft: \S+/.exec(output);
        if (started) resolve(started[0]);
      });
      child.on('exit', (code) => reject(new Error(`ended with ${code}: ${output}`)));
    });
    const issuer = line.split(': ')[1]!;
    assert.ok(issuer.includes(`:${port}`), line);
    const reply = await fetch(`${issuer}/.well-known/openid-configuration`);
    assert.equal(reply.status, 200);
    const discovery = (await reply.json()) as { issuer: string; code_challenge_methods_supported?: string[] };
    assert.equal(discovery.issuer, issuer);
    assert.ok(discovery.code_challenge_methods_supported?.includes('S256'), 'PKCE with S256');
  } finally {
    child.kill();
  }
});
