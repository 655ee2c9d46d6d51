import { describe, expect, it } from 'vitest';
import { gradeWithObservatory } from './observatory';

// The grading wrapper must tell headers apart the way the Observatory does, or the browser test that
// holds the site to A+ (e2e/security-headers.e2e.ts) could pass on headers that do not earn it.
const page = (headers: Record<string, string>) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body: '<!doctype html><title>x</title><script src="/assets/app.js" type="module"></script>' });
const preflight = { status: 204, headers: {}, body: '' };
const strict = {
  'content-security-policy': "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

describe('gradeWithObservatory', () => {
  it('grades strict headers without Strict-Transport-Security B+ (80), as the Observatory does', () => {
    const result = gradeWithObservatory('https://rms.example.no/', page(strict), preflight);
    expect(result).toMatchObject({ grade: 'B+', score: 80 });
    expect(result.tests).toContain('strict-transport-security: hsts-not-implemented (-20)');
  });

  it('grades the same headers with a year of Strict-Transport-Security A+', () => {
    const result = gradeWithObservatory('https://rms.example.no/', page({ ...strict, 'strict-transport-security': 'max-age=31536000' }), preflight);
    expect(result.grade).toBe('A+');
    expect(result.tests).toContain('strict-transport-security: hsts-implemented-max-age-at-least-six-months (0)');
  });

  it('takes 20 points for a CSP source over plain http', () => {
    const loose = { ...strict, 'strict-transport-security': 'max-age=31536000', 'content-security-policy': `${strict['content-security-policy']}; connect-src 'self' http://127.0.0.1:9099` };
    expect(gradeWithObservatory('https://rms.example.no/', page(loose), preflight).tests).toContain('content-security-policy: csp-implemented-with-insecure-scheme (-20)');
  });
});
