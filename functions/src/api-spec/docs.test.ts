import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './index';
import { renderApiDocs } from './api-docs-markdown';

const DOCS = new URL('../../../docs/api.md', import.meta.url);

describe('docs/api.md', () => {
  it('is what `npm run docs:api` renders from the registry and the zod schemas (run it after changing either)', () => {
    const rendered = renderApiDocs(allRoutes);
    const committed = readFileSync(DOCS, 'utf8');
    // Compare route headings first: a readable failure for the common case of a new or renamed route.
    const headings = (md: string) => md.split('\n').filter((l) => l.startsWith('### '));
    expect(headings(committed), 'docs/api.md is out of date: run npm run docs:api').toEqual(headings(rendered));
    expect(committed === rendered, 'docs/api.md is out of date: run npm run docs:api').toBe(true);
  });
});

describe('the route registry', () => {
  it('lists each method and path once, with a summary, and documents refusals of admin and staff routes', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const route of allRoutes) {
      expect(route.summary.length, `${route.method} ${route.path} needs a summary`).toBeGreaterThan(10);
      if (route.auth === 'admin' || route.auth === 'staff') {
        const statuses = (route.errors ?? []).map((e) => e.status);
        // A route that hides itself from everyone but staff (an enquiry's photo) refuses with 404 alone.
        if (route.refusal === 'not-found') expect(statuses, `${route.method} ${route.path} must document 404`).toContain(404);
        else expect(statuses, `${route.method} ${route.path} must document 401 and 403`).toEqual(expect.arrayContaining([401, 403]));
      }
    }
  });

  it('renders a JSON Schema for every body, query, parameter and response', () => {
    const md = renderApiDocs(allRoutes);
    for (const route of allRoutes) expect(md).toContain(`### ${route.method} ${route.path}`);
    expect(md).toContain('"pattern": "^[a-z0-9-]{1,100}$"');
  });
});
