import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

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
