import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { clientAddress, maskedAddress } from './client-address';

const req = (ip: string | undefined, remote?: string) => ({ ip, socket: { remoteAddress: remote } }) as unknown as Request;

describe('clientAddress', () => {
  it('uses the address Express derived from the trusted proxies', () => {
    expect(clientAddress(req('203.0.113.7', '10.0.0.1'))).toBe('203.0.113.7');
  });

  it('falls back to the socket, then to one shared bucket, when Express has no address (the Functions emulator)', () => {
    expect(clientAddress(req(undefined, '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(req(undefined))).toBe('unknown');
    // The limiter's key function accepts the fallback instead of throwing.
    expect(ipKeyGenerator(clientAddress(req(undefined)))).toBe('unknown');
  });
});

describe('maskedAddress', () => {
  it('never puts a whole address into a log line', () => {
    expect(maskedAddress('203.0.113.7')).toBe('203.0.x.x');
    expect(maskedAddress('::ffff:198.51.100.23')).toBe('198.51.x.x');
    expect(maskedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(maskedAddress('unknown')).toBe('unknown');
  });
});
