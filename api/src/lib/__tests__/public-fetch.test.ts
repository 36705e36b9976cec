import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isPrivateAddress, PrivateAddressError, publicFetch } from '../public-fetch.js';

/** A local server that counts the requests that reach it: none may. */
let hits = 0;
let port = 0;
const server = http.createServer((_req, res) => {
  hits++;
  res.end('{}');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPrivateAddress', () => {
  it('knows loopback, private, link-local, metadata, multicast and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address: behind a
  // NAT64 gateway, 64:ff9b::7f00:1 is 127.0.0.1.
  it('checks the IPv4 address inside NAT64 and 6to4 addresses', () => {
    for (const address of [
      '64:ff9b::7f00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '64:ff9b:0:0:0:0:c0a8:101',
      '64:ff9b:1::808:808',
      '2002:7f00:1::1',
      '2002:a00:1::',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['64:ff9b::808:808', '64:ff9b::1.1.1.1', '2002:808:808::1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('publicFetch', () => {
  it('refuses address literals and names that resolve to this machine, without sending anything', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/v1/chat/completions`,
      `http://localhost:${port}/v1`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const failure = await publicFetch(url, { method: 'POST', body: '{}' }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure, url).toBeInstanceOf(Error);
      const reason = failure instanceof PrivateAddressError ? failure : (failure as Error).cause;
      expect(reason, url).toBeInstanceOf(PrivateAddressError);
    }
    expect(hits).toBe(0);
  });

  it('refused a server that was up (the global fetch reaches it)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.json()).toEqual({});
    expect(hits).toBe(1);
  });
});
