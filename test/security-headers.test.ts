import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER, ENTRY_LOADER_SHA256, hostingSecurityHeaderRule } from '@rms/schema/security-headers';

// The CSP production sends is firebase.json's (Hosting puts it on every answer); the functions send
// the same definition (decision 147).
const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const productionCsp = firebaseJson.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

describe("the production CSP, as Google's CSP Evaluator reads it", () => {
  it('has no finding of high severity (a script host with JSONP endpoints, unsafe-inline, a missing object-src, ...)', () => {
    const findings = new CspEvaluator(new CspParser(productionCsp).csp).evaluate();
    const high = findings.filter((f) => f.severity === Severity.HIGH).map((f) => `${f.directive} ${f.value ?? ''}: ${f.description}`);
    expect(high).toEqual([]);
  });

  it("allows scripts by hash and 'strict-dynamic' only: no host, no 'unsafe-inline', no 'unsafe-eval'", () => {
    expect(directive(productionCsp, 'script-src')).toEqual(["'strict-dynamic'", `'sha256-${ENTRY_LOADER_SHA256}'`]);
  });

  it('lets the page connect to and frame only named origins, never a whole Google domain', () => {
    for (const name of ['connect-src', 'frame-src', 'img-src']) {
      expect(directive(productionCsp, name).filter((source) => /\*\.(googleapis|gstatic|firebaseapp)\.com/.test(source)), name).toEqual([]);
    }
  });
});

describe('the one definition of the security headers', () => {
  it("holds the entry loader's own hash", () => {
    expect(createHash('sha256').update(ENTRY_LOADER).digest('base64')).toBe(ENTRY_LOADER_SHA256);
  });

  it('is what the committed firebase.json sends on every path (`npm run build` writes it there)', () => {
    expect(firebaseJson.hosting.headers.find((rule) => rule.source === '**')).toEqual(hostingSecurityHeaderRule());
  });
});
