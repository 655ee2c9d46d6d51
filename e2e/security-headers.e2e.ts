import { describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '@rms/schema/security-headers';
import { gradeWithObservatory, type ObservedAnswer } from '../test/observatory';
import { baseURL } from './support/browser';
import { seededSite } from './support/seeded-site';

// Mozilla's HTTP Observatory grades the headers Hosting sends: every public page, /login and /admin
// earn A+ when served over HTTPS (docs/decisions/128-security-headers.md). The answers come from the
// local Hosting emulator, which sends firebase.json's headers; the only difference from production
// is the local Auth emulator's own CSP sources, taken out here before grading.

const { plan, pathOf } = seededSite();
const product = plan.products.find((p) => p.level === 1)!;

/** The CSP sources the local stack adds so the page can reach the Auth emulator over plain http. */
function withoutLocalAuthSources(headers: Record<string, string>): Record<string, string> {
  const port = inject('authHost').split(':').at(-1);
  const csp = headers['content-security-policy'];
  if (!csp) return headers;
  const local = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  const cleaned = csp
    .split(';')
    .map((directive) =>
      directive
        .trim()
        .split(/\s+/)
        .filter((source) => !local.has(source))
        .join(' '),
    )
    .join('; ');
  return { ...headers, 'content-security-policy': cleaned };
}

async function answer(path: string, init: RequestInit = {}, base = baseURL()): Promise<ObservedAnswer> {
  const response = await fetch(new URL(path.replace(/^\//, ''), `${base.replace(/\/$/, '')}/`), { redirect: 'manual', ...init });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, headers: withoutLocalAuthSources(headers), body: await response.text() };
}

describe('security headers, as the HTTP Observatory grades them', () => {
  it.each([
    ['the home page', '/'],
    ['a product page', pathOf(product.id)],
    ['the sign-in page', '/login'],
    ['the admin area', '/admin'],
  ])('grades %s A+ over HTTPS', async (_name, path) => {
    const page = await answer(path, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const preflight = await answer(path, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET', Origin: 'https://observatory.example.org' } });
    const result = gradeWithObservatory(`https://rms.example.no${path}`, page, preflight);
    expect(result.tests.filter((t) => /\(-\d/.test(t)), 'no test takes points').toEqual([]);
    expect(result.grade, result.tests.join('\n')).toBe('A+');
    // At least a year of HSTS, and an opener policy that keeps the Google sign-in popup able to report back.
    expect(Number(/max-age=(\d+)/.exec(page.headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

// Hosting is one door; each function's own address is another (in production the Cloud Functions
// URL, here the Functions emulator's port). Both must send the one definition (decision 147).
describe('the same security headers from every door', () => {
  const names = Object.keys(securityHeaders()).map((name) => name.toLowerCase());
  const securityHeadersOf = (a: ObservedAnswer) => Object.fromEntries(names.map((name) => [name, a.headers[name]]));
  const local = Object.fromEntries(Object.entries(securityHeaders({ authEmulatorHost: inject('authHost') })).map(([k, v]) => [k.toLowerCase(), v]));
  const functions = inject('functionsURL');

  it.each([
    ['a product page, from the render function', pathOf(product.id), `${functions}/render`],
    ['an API answer, from the api function', '/api/products', `${functions}/api`],
  ])('%s', async (_name, path, direct) => {
    const [viaHosting, fromFunction] = await Promise.all([answer(path), answer(path, {}, direct)]);
    expect(fromFunction.status).toBe(200);
    expect(viaHosting.status).toBe(200);
    expect(fromFunction.body).toBe(viaHosting.body);
    expect(securityHeadersOf(fromFunction)).toEqual(securityHeadersOf(viaHosting));
    // The local variant of the definition, word for word (the Auth emulator's origins taken out for grading above).
    const raw = await fetch(new URL(path.replace(/^\//, ''), `${direct}/`));
    expect(Object.fromEntries(names.map((name) => [name, raw.headers.get(name)]))).toEqual(local);
  });

  it("grades the render function's own answer A+, as through Hosting", async () => {
    const path = pathOf(product.id);
    const page = await answer(path, { headers: { Accept: 'text/html' } }, `${functions}/render`);
    const preflight = await answer(path, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET', Origin: 'https://observatory.example.org' } }, `${functions}/render`);
    const result = gradeWithObservatory(`https://rms.example.no${path}`, page, preflight);
    expect(result.grade, result.tests.join('\n')).toBe('A+');
  });
});
