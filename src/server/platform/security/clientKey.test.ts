import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { throttleClientKey } from './clientKey';

describe('the client the login throttle counts', () => {
  it('is the whole address for IPv4, also when written as IPv4-mapped IPv6', () => {
    assert.equal(throttleClientKey('198.51.100.7'), '198.51.100.7');
    assert.equal(throttleClientKey('::ffff:198.51.100.7'), '198.51.100.7');
    assert.equal(throttleClientKey('::FFFF:c633:6407'), '198.51.100.7');
    assert.equal(throttleClientKey('0:0:0:0:0:ffff:198.51.100.7'), '198.51.100.7');
  });

  it('is the /64 network for IPv6, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:1',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      assert.equal(throttleClientKey(address), key, address);
    }
    assert.notEqual(throttleClientKey('2001:db8:1:3::1'), key);
    assert.equal(throttleClientKey('::1'), '0:0:0:0::/64');
    assert.equal(throttleClientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(throttleClientKey('64:ff9b::198.51.100.7'), '64:ff9b:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    assert.equal(throttleClientKey(''), '');
    assert.equal(throttleClientKey('unbekannt'), 'unbekannt');
  });
});
