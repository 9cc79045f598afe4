import { describe, expect, it } from 'vitest';
import { allowedHostsFrom, hostNameOf, namesAcceptedHosts } from './hosts';

describe('hostNameOf', () => {
  it('reads the host name of a well-formed Host value', () => {
    expect(hostNameOf('Shop.Example:443')).toBe('shop.example');
    expect(hostNameOf('localhost')).toBe('localhost');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
  });

  it('refuses what is no host', () => {
    for (const value of [
      'a b',
      '',
      'evil.com/x',
      'evil.com@shop',
      'shop:99999',
      'shop:',
      '-shop',
      'shop\u0000',
    ]) {
      expect(hostNameOf(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('allowedHostsFrom', () => {
  it('takes loopback, the public URL and the extra list', () => {
    expect(
      allowedHostsFrom({
        PUBLIC_URL: 'https://www.hortus.example',
        ALLOWED_HOSTS: 'shop.example, ,bad host',
      }),
    ).toEqual(['localhost', '127.0.0.1', '[::1]', 'www.hortus.example', 'shop.example']);
  });
});

describe('namesAcceptedHosts', () => {
  const allowed = allowedHostsFrom({ PUBLIC_URL: 'https://www.hortus.example' });

  it('accepts the shop and loopback on any port', () => {
    expect(namesAcceptedHosts({ host: 'www.hortus.example' }, allowed)).toBe(true);
    expect(namesAcceptedHosts({ host: 'localhost:3300' }, allowed)).toBe(true);
    expect(namesAcceptedHosts({ host: '127.0.0.1', 'x-forwarded-host': 'www.hortus.example' }, allowed)).toBe(
      true,
    );
  });

  it('refuses another, a malformed or a missing host, also behind a forwarded header', () => {
    expect(namesAcceptedHosts({ host: 'evil.com' }, allowed)).toBe(false);
    expect(namesAcceptedHosts({ host: 'a b' }, allowed)).toBe(false);
    expect(namesAcceptedHosts({}, allowed)).toBe(false);
    expect(namesAcceptedHosts({ host: 'localhost', 'x-forwarded-host': 'evil.com' }, allowed)).toBe(false);
    expect(
      namesAcceptedHosts({ host: 'localhost', 'x-forwarded-host': 'localhost, evil.com' }, allowed),
    ).toBe(false);
  });
});
