import { describe, expect, it, vi } from 'vitest';
import { atTransport } from './at-transport';

describe("the transport of 'Fram i tid'", () => {
  const at = new Date('2027-03-01T06:00:00.000Z');
  const asked = async (input: string, init?: RequestInit) => {
    const next = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    await atTransport(at, next)(input, init);
    return next.mock.calls[0]?.[0];
  };

  it('asks the content routes for the chosen time', async () => {
    for (const path of ['/api/products', '/api/products/terrassemarkise', '/api/projects', '/api/projects/hytta', '/api/campaigns']) {
      expect(await asked(path)).toBe(`${path}?at=2027-03-01T06%3A00%3A00.000Z`);
    }
    expect(await asked('https://api.example.no/api/products?x=1')).toBe('https://api.example.no/api/products?x=1&at=2027-03-01T06%3A00%3A00.000Z');
  });

  it('passes everything else on unchanged: other routes, health, images and writes', async () => {
    for (const path of ['/api/settings/site', '/api/maps/key', '/api/products/health', '/api/projects/hytta/images', '/api/campaignsx']) expect(await asked(path)).toBe(path);
    expect(await asked('/api/products/terrassemarkise', { method: 'PUT' })).toBe('/api/products/terrassemarkise');
  });
});
