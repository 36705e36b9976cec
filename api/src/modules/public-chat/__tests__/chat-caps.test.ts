import { describe, expect, it } from 'vitest';

import { clientNetwork } from '../../../lib/request-caps.js';
import { NO_SITE, siteOf } from '../chat-caps.js';

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? '' });

describe('who a chat client is, as the caps count it', () => {
  it('a network: IPv4 as it is, IPv4-mapped as its IPv4, IPv6 as its /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('a site: the Origin’s host, else the Referer’s, never anything else the client wrote', () => {
    expect(siteOf(headers({ Origin: 'https://www.Maya-Homes.example' }))).toBe('www.maya-homes.example');
    expect(siteOf(headers({ Origin: 'https://a.example', Referer: 'https://b.example/page' }))).toBe('a.example');
    expect(siteOf(headers({ Referer: 'https://b.example/listings/1?x=2' }))).toBe('b.example');
    for (const h of [{} as Record<string, string>, { Origin: 'null' }, { Origin: 'not a url' }, { Origin: 'file:///etc/passwd' }])
      expect(siteOf(headers(h))).toBe(NO_SITE);
  });
});
