import assert from 'node:assert/strict';
import dns from 'node:dns';
import { afterEach, describe, it, mock } from 'node:test';
import { postWebhook } from '../http/webhookPost';
import { checkedAddress, isPrivateAddress, isPrivateHost, RefusedAddress } from './privateAddress';

// IPv4 inside IPv6: an address of one of these forms is delivered to the IPv4 host it carries (by
// the server's own stack or a gateway on the way), so it is refused as that IPv4 host would be, in
// the form (the host written out) and when sending (a name that resolves to it).

/** Each form with a private IPv4 inside (refused) and, where it is one, with a public one. */
const forms: [string, string, string | undefined][] = [
  // [form, embedded 127.0.0.1 / 10.0.0.1 / 192.168.1.1, embedded 8.8.8.8]
  ['IPv4-mapped ::ffff:0:0/96', '::ffff:127.0.0.1', '::ffff:808:808'],
  ['IPv4-mapped, hex', '::ffff:a00:1', '::ffff:8.8.8.8'],
  ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:127.0.0.1', '::ffff:0:808:808'],
  ['IPv4-compatible ::/96', '::10.0.0.1', '::8.8.8.8'],
  ['IPv4-compatible, hex', '::a9fe:a9fe', undefined],
  ['NAT64 64:ff9b::/96', '64:ff9b::127.0.0.1', '64:ff9b::8.8.8.8'],
  ['NAT64, hex', '64:ff9b::a9fe:a9fe', '64:ff9b::808:808'],
  ['NAT64, written out', '0064:ff9b:0000:0000:0000:0000:c0a8:0101', undefined],
  ['6to4 2002::/16', '2002:7f00:1::1', '2002:808:808::1'],
  ['6to4 of the LAN', '2002:c0a8:101:1::5', undefined],
];

describe('addresses that carry an IPv4 address', () => {
  for (const [form, inside, outside] of forms) {
    it(`judges ${form} as the IPv4 address inside`, () => {
      assert.equal(isPrivateAddress(inside), true, inside);
      assert.equal(isPrivateHost(new URL(`http://[${inside}]/hook`).hostname), true, inside);
      if (outside) {
        assert.equal(isPrivateAddress(outside), false, outside);
        assert.equal(isPrivateHost(new URL(`https://[${outside}]/hook`).hostname), false, outside);
      }
    });
  }

  it('refuses the local-use NAT64 prefix 64:ff9b:1::/48 and site-local fec0::/10 whatever they carry', () => {
    for (const ip of ['64:ff9b:1::808:808', '64:ff9b:1:ffff::1', 'fec0::1', 'feff:ffff::1', 'fec0::1%eth0'])
      assert.equal(isPrivateAddress(ip), true, ip);
    assert.equal(isPrivateHost('[64:ff9b:1::8.8.8.8]'), true);
    assert.equal(isPrivateHost('[fec0::1]'), true);
  });

  it('lets ordinary global IPv6 addresses through', () => {
    for (const ip of ['2001:db8::1', '2606:4700:4700::1111', '64:ff9a::7f00:1', '2003:7f00:1::1', '1::7f00:1'])
      assert.equal(isPrivateAddress(ip), false, ip);
  });
});

describe('a webhook whose name resolves to such an address', () => {
  afterEach(() => mock.restoreAll());

  const resolvesTo = (address: string) => mock.method(dns.promises, 'lookup', async () => [{ address, family: 6 }]);

  for (const address of ['64:ff9b::7f00:1', '2002:a00:1::1', '::ffff:0:a9fe:a9fe', '::7f00:1', 'fec0::1'])
    it(`is refused when hooks.example resolves to ${address}`, async () => {
      resolvesTo(address);
      await assert.rejects(checkedAddress('hooks.example', false), (error: unknown) => {
        assert.ok(error instanceof RefusedAddress);
        assert.equal(
          error.message,
          `Abgelehnt: hooks.example verweist auf die private Adresse ${address} (ALERT_WEBHOOK_ALLOW_PRIVATE ist nicht gesetzt)`,
        );
        return true;
      });
      const sent = await postWebhook('https://hooks.example/h', 'geheim', '{}', Date.now(), false);
      assert.equal(sent.ok, false);
      assert.equal(sent.final, true, 'trying again cannot help');
    });

  it('is sent on when it resolves to a public address inside NAT64 (the gateway forwards to it)', async () => {
    resolvesTo('64:ff9b::808:808');
    assert.deepEqual(await checkedAddress('hooks.example', false), { address: '64:ff9b::808:808', family: 6 });
  });

  it('is refused at sending when the URL names such an address itself', async () => {
    const sent = await postWebhook('http://[64:ff9b::7f00:1]:9/h', null, '{}', Date.now(), false);
    assert.deepEqual(sent, {
      ok: false,
      detail: 'Abgelehnt: 64:ff9b::7f00:1 ist eine private Adresse (ALERT_WEBHOOK_ALLOW_PRIVATE ist nicht gesetzt)',
      final: true,
    });
  });
});
