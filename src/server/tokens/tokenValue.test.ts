import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearerOf, newTokenValue, prefixOf, tokenHash, tokenHashKey, tokenMatches } from './tokenValue';

describe('token values', () => {
  it('are kk_, an 8-character prefix, _ and 40 random base62 characters, each one new', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { token, prefix } = newTokenValue();
      assert.match(token, /^kk_[A-Za-z0-9]{8}_[A-Za-z0-9]{40}$/);
      assert.equal(prefixOf(token), prefix);
      seen.add(token);
    }
    assert.equal(seen.size, 200);
  });

  it('match only their own keyed hash, and the key depends on the session secret', () => {
    const { token } = newTokenValue();
    const key = tokenHashKey('secret-a');
    const hash = tokenHash(key, token);
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.ok(tokenMatches(key, token, hash));
    assert.ok(!tokenMatches(key, `${token}x`, hash));
    assert.ok(!tokenMatches(tokenHashKey('secret-b'), token, hash));
    assert.ok(!tokenMatches(key, token, 'not-hex'));
  });

  it('reads the token of a bearer header only, and refuses malformed tokens', () => {
    assert.equal(bearerOf('Bearer kk_x'), 'kk_x');
    assert.equal(bearerOf('bearer   kk_x  '), 'kk_x');
    assert.equal(bearerOf('Bearer'), '');
    assert.equal(bearerOf('Basic abc'), undefined);
    assert.equal(bearerOf('Bearerkk_x'), undefined);
    assert.equal(bearerOf(undefined), undefined);
    for (const bad of [
      '',
      'kk_short_' + 'a'.repeat(40),
      'kk_AAAAAAAA_' + 'a'.repeat(31),
      'kk_AAAAAAAA_' + 'a'.repeat(101),
      'xx_AAAAAAAA_' + 'a'.repeat(40),
      'kk_AAAAAAAA_' + 'ä'.repeat(40),
    ]) {
      assert.equal(prefixOf(bad), undefined, bad);
    }
  });
});
