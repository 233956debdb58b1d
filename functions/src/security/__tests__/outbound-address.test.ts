// Which addresses the outbound client may call: public unicast only, an IPv4 address carried in
// IPv6 (mapped, translated, compatible, NAT64) judged as that IPv4 address. Nothing here
// connects anywhere: these are the vetting's own answers.
import { addressRange, isLocalStackHost, isPublicAddress, parseAddress } from '../outbound-address';

describe('public unicast addresses only', () => {
  test.each([
    ['8.8.8.8'],
    ['93.184.215.14'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700::1111'],
    ['[2606:4700::1111]'],
    // An IPv4 address carried in IPv6 is as public as that address.
    ['::ffff:8.8.8.8'],
    ['::ffff:808:808'],
    ['64:ff9b::808:808'],
  ])('%s is called', (address) => {
    expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::', '6to4'],
    ['2001::1', 'teredo'],
    // IPv4-mapped, as the URL parser writes it (hex) and in dotted form.
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:a00:1', 'private'],
    // IPv4-translated (::ffff:0:a.b.c.d).
    ['::ffff:0:7f00:1', 'loopback'],
    // IPv4-compatible (::a.b.c.d).
    ['::7f00:1', 'loopback'],
    ['::a9fe:a9fe', 'linkLocal'],
    // NAT64, the well-known prefix (RFC 6052), and the local-use prefix, refused outright.
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b:1::808:808', 'rfc6052'],
  ])('%s is refused (%s)', (address, range) => {
    expect([address, addressRange(address), isPublicAddress(address)]).toEqual([address, range, false]);
  });

  test('what is no address (shorthand IPv4 included: the URL parser writes four parts) is not public', () => {
    for (const text of ['', 'localhost', 'example.org', '127.1', '0x7f.1', '2130706433', '1.2.3.4.5']) {
      expect([text, parseAddress(text), isPublicAddress(text)]).toEqual([text, null, false]);
    }
    // The URL parser gives the forms vetted above.
    expect(new URL('https://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
    expect(new URL('https://0x7f.1/').hostname).toBe('127.0.0.1');
    expect(new URL('https://2130706433/').hostname).toBe('127.0.0.1');
  });

  test('the local stack’s exception names three literal hosts', () => {
    for (const host of ['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]', '::1'])
      expect([host, isLocalStackHost(host)]).toEqual([host, true]);
    for (const host of ['127.0.0.2', '127.1', '[::ffff:7f00:1]', '[::7f00:1]', 'localhost.', 'sub.localhost', '0.0.0.0', '[::]'])
      expect([host, isLocalStackHost(host)]).toEqual([host, false]);
  });
});
