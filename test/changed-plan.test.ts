import { describe, expect, it } from 'vitest';
import { e2eFilesFor, importsOf, lintableFiles, relatedTests, resolveImport, typecheckProjects } from './changed-plan';

describe('which tsc programs a change type-checks', () => {
  it('checks only the root program for the functions, the launcher and the tests', () => {
    expect(typecheckProjects(['functions/src/services/enquiries/answer-time.ts', 'test/faults.ts'])).toEqual(['tsconfig.json']);
  });
  it('checks the web program for a web file, and the root one too for its source (the browser tests import some)', () => {
    expect(typecheckProjects(['web/index.html'])).toEqual([]);
    expect(typecheckProjects(['web/tsconfig.json'])).toEqual(['web']);
    expect(typecheckProjects(['web/src/lib/seo.ts'])).toEqual(['tsconfig.json', 'web']);
    expect(typecheckProjects(['test/web/editor-screen-doubles.tsx'])).toEqual(['web']);
  });
  it("checks only the web program for the web tests' helpers, which need its DOM and JSX", () => {
    expect(typecheckProjects(['test/web/render.tsx', 'test/web/quote.ts'])).toEqual(['web']);
  });
  it('checks all three for the schema, which all import, and for shared settings', () => {
    expect(typecheckProjects(['schema/src/enquiries.ts'])).toEqual(['tsconfig.json', 'schema', 'web']);
    expect(typecheckProjects(['package.json'])).toEqual(['tsconfig.json', 'schema', 'web']);
  });
  it('checks nothing for a change to the docs', () => {
    expect(typecheckProjects(['README.md', 'docs/decisions/143-npm-test-on-two-cores.md'])).toEqual([]);
  });
});

describe('which files eslint looks at', () => {
  it('takes scripts and leaves the rest', () => {
    expect(lintableFiles(['a.ts', 'b.tsx', 'eslint.config.js', 'README.md', 'firestore.rules'])).toEqual(['a.ts', 'b.tsx', 'eslint.config.js']);
  });
});

describe('the import graph', () => {
  it('finds static, type, re-export, lazy and mocked imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c.js';",
      "import './side-effect';",
      "const D = lazy(() => import('@/features/d'));",
      "vi.mock('./e', () => ({}));",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './c.js', './side-effect', '@/features/d', './e']);
  });
  it("resolves relative paths, web's @/, a folder's index and the schema package's subpaths", () => {
    const files = new Set(['functions/src/a.ts', 'web/src/features/d/index.ts', 'web/src/x.tsx', 'schema/src/role.ts']);
    const exists = (f: string) => files.has(f);
    const exports = { '.': './src/index.ts', './role': './src/role.ts' };
    expect(resolveImport('functions/src/routes/r.ts', '../a.js', exists)).toBe('functions/src/a.ts');
    expect(resolveImport('web/src/app/app.tsx', '@/features/d', exists)).toBe('web/src/features/d/index.ts');
    expect(resolveImport('test/web/render.tsx', '@/features/d', exists)).toBe('web/src/features/d/index.ts');
    expect(resolveImport('test/api-helpers.ts', '@/features/d', exists)).toBeNull();
    expect(resolveImport('web/src/app/app.tsx', '../x', exists)).toBe('web/src/x.tsx');
    expect(resolveImport('web/src/app/app.tsx', '@rms/schema/role', exists, exports)).toBe('schema/src/role.ts');
    expect(resolveImport('web/src/app/app.tsx', 'react', exists, exports)).toBeNull();
  });
});

describe('which unit, web and API tests a change runs', () => {
  // A small repository: a service, the route that uses it, the app that wires the routes, and tests.
  const imports = new Map<string, string[]>([
    ['functions/src/services/enquiries/answer-time.ts', []],
    ['functions/src/services/enquiries/enquiry-inbox.ts', ['functions/src/services/enquiries/answer-time.ts']],
    ['functions/src/services/enquiries/enquiry-inbox.test.ts', ['functions/src/services/enquiries/enquiry-inbox.ts']],
    ['functions/src/routes/enquiry-inbox.ts', ['functions/src/services/enquiries/enquiry-inbox.ts']],
    ['functions/src/routes/products.ts', []],
    ['functions/src/app.ts', ['functions/src/routes/enquiry-inbox.ts', 'functions/src/routes/products.ts']],
    ['functions/src/routes/enquiry-inbox-list.int.test.ts', ['functions/src/app.ts']],
    ['functions/src/routes/products.int.test.ts', ['functions/src/app.ts']],
    ['schema/src/slug.test.ts', []],
  ]);
  const tests = [...imports.keys()].filter((f) => f.endsWith('.test.ts'));

  it("runs the tests that import a changed service, and its route's tests, not every test behind the app", () => {
    expect(relatedTests(['functions/src/services/enquiries/answer-time.ts'], imports, tests)).toEqual([
      'functions/src/routes/enquiry-inbox-list.int.test.ts',
      'functions/src/services/enquiries/enquiry-inbox.test.ts',
    ]);
  });
  it('runs every test of the service domain a changed file belongs to, though it imports nothing changed', () => {
    const withReceipt = [...tests, 'functions/src/services/enquiries/enquiry-receipt.test.ts', 'functions/src/services/quotes/quotes.test.ts'];
    expect(relatedTests(['functions/src/services/enquiries/answer-time.ts'], imports, withReceipt)).toEqual([
      'functions/src/routes/enquiry-inbox-list.int.test.ts',
      'functions/src/services/enquiries/enquiry-inbox.test.ts',
      'functions/src/services/enquiries/enquiry-receipt.test.ts',
    ]);
  });
  it('runs every test behind the app when the app itself changed', () => {
    expect(relatedTests(['functions/src/app.ts'], imports, tests)).toEqual([
      'functions/src/routes/enquiry-inbox-list.int.test.ts',
      'functions/src/routes/products.int.test.ts',
    ]);
  });
  it('runs a changed test file, and the whole-tree tests present for the files changed', () => {
    const withWholeTree = [...tests, 'test/comment-sources.test.ts', 'functions/src/layers.test.ts'];
    expect(relatedTests(['schema/src/slug.test.ts'], imports, withWholeTree)).toEqual(['schema/src/slug.test.ts', 'test/comment-sources.test.ts']);
  });
  it('runs them all when the test setup or the packages changed', () => {
    expect(relatedTests(['test/api-setup.ts'], imports, tests)).toEqual([...tests].sort());
    expect(relatedTests(['test/web/setup.ts'], imports, tests)).toEqual([...tests].sort());
    expect(relatedTests(['test/web/dialog-polyfill.ts'], imports, tests)).toEqual([...tests].sort());
  });
  it("runs only the tests that import a web test helper other than the setup", () => {
    const withHelper = new Map([...imports, ['web/src/lib/quote-total.test.ts', ['test/web/quote.ts']]]);
    expect(relatedTests(['test/web/quote.ts'], withHelper, [...tests, 'web/src/lib/quote-total.test.ts'])).toEqual(['web/src/lib/quote-total.test.ts']);
  });
});

describe('which browser tests a change runs', () => {
  const e2e = [
    'e2e/admin/enquiry-inbox.e2e.ts',
    'e2e/admin/redirects.e2e.ts',
    'e2e/admin/admin-history.e2e.ts',
    'e2e/serial/scheduled-publishing.e2e.ts',
    'e2e/products.e2e.ts',
    'e2e/admin/admin-products.e2e.ts',
    'e2e/public-pages.e2e.ts',
  ];
  it("picks a feature's files by name, or by the table when the name differs", () => {
    expect(e2eFilesFor(['web/src/features/redirects/components/redirect-list.tsx'], e2e)).toEqual(['e2e/admin/redirects.e2e.ts']);
    expect(e2eFilesFor(['web/src/features/history/lib/time.ts'], e2e)).toEqual(['e2e/admin/admin-history.e2e.ts']);
    expect(e2eFilesFor(['web/src/features/enquiries/api/get-enquiries.ts'], e2e)).toEqual(['e2e/admin/enquiry-inbox.e2e.ts']);
    expect(e2eFilesFor(['web/src/features/campaigns/admin/lib/oslo-time.ts'], e2e)).toEqual(['e2e/serial/scheduled-publishing.e2e.ts']);
  });
  it('picks the files of a visitor route', () => {
    expect(e2eFilesFor(['web/src/app/routes/products/product-page.tsx'], e2e)).toEqual(['e2e/admin/admin-products.e2e.ts', 'e2e/products.e2e.ts']);
    expect(e2eFilesFor(['web/src/app/routes/about.tsx'], e2e)).toEqual(['e2e/public-pages.e2e.ts']);
  });
  it('runs a changed browser test itself', () => {
    expect(e2eFilesFor(['e2e/admin/redirects.e2e.ts'], e2e)).toEqual(['e2e/admin/redirects.e2e.ts']);
  });
  it('picks none for the functions, shared web code or the docs', () => {
    expect(e2eFilesFor(['functions/src/services/enquiries/answer-time.ts', 'web/src/lib/seo.ts', 'README.md', 'e2e/support/auth.ts'], e2e)).toEqual([]);
  });
});
