import { posix } from 'node:path';

/**
 * What `npm run test:changed` runs for a set of changed files: the pure half of test/test-changed.ts,
 * which reads git and the files and then runs what this plans. Paths are relative to the repository
 * root, with forward slashes.
 */

/** The tsc programs of `npm run typecheck`, by their -p argument. */
export type TypecheckProject = 'tsconfig.json' | 'schema' | 'web';

/**
 * Which programs a changed file can break. The root program holds the functions, the launcher, the
 * tests (the web tests' helpers in test/web/ go with the web program), the bench and the browser tests; schema/ is imported by all three, and a shared setting
 * (the root tsconfig, the packages) reaches all three as well.
 */
export function typecheckProjects(files: readonly string[]): TypecheckProject[] {
  const found = new Set<TypecheckProject>();
  for (const file of files) {
    if (!/\.(?:[cm]?tsx?|json)$/.test(file)) continue;
    if (file.startsWith('schema/') || /^(?:tsconfig\.json|package(?:-lock)?\.json)$/.test(file)) {
      found.add('tsconfig.json').add('schema').add('web');
    } else if (file.startsWith('web/') || file.startsWith('test/web/')) {
      found.add('web');
      // The browser tests import a few of the web app's own modules (the Oslo-time helpers).
      if (file.startsWith('web/src/') && /\.tsx?$/.test(file)) found.add('tsconfig.json');
    } else if (/\.[cm]?tsx?$/.test(file) || file.startsWith('functions/')) {
      found.add('tsconfig.json');
    }
  }
  return (['tsconfig.json', 'schema', 'web'] as const).filter((p) => found.has(p));
}

/** The changed files eslint looks at (eslint.config.js says which rules apply where). */
export function lintableFiles(files: readonly string[]): string[] {
  return files.filter((f) => /\.(?:[cm]?[jt]sx?)$/.test(f));
}

/** A unit, web or API test file (`npm run test:in-process`); browser tests are `*.e2e.ts`. */
export const isInProcessTest = (file: string) => /\.test\.tsx?$/.test(file) && !file.startsWith('node_modules/');

/** The module specifiers a source file imports, re-exports or loads lazily. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"`])([^'"`\n]+)\1/g;
  for (const m of source.matchAll(pattern)) found.push(m[2]!);
  return found;
}

/**
 * The file an import names, or null for a package or a file that is not there. Resolves what the
 * repository uses: relative paths (with or without an extension, `.js` for a `.ts` file, a folder's
 * index), web's `@/` and the schema package's subpaths.
 */
export function resolveImport(from: string, specifier: string, exists: (file: string) => boolean, schemaExports: Readonly<Record<string, string>> = {}): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  // web's `@/` holds in the web program: web/ and the web tests' helpers (test/web/).
  else if (specifier.startsWith('@/') && (from.startsWith('web/') || from.startsWith('test/web/'))) base = `web/src/${specifier.slice(2)}`;
  else if (specifier === '@rms/schema' || specifier.startsWith('@rms/schema/')) {
    const sub = `.${specifier.slice('@rms/schema'.length)}`;
    const target = schemaExports[sub];
    return target ? posix.join('schema', target) : null;
  } else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find(exists) ?? null;
}

/**
 * Modules that only wire the others together (the Express app and its dependencies, the functions'
 * exports, the SPA's router): every route test imports the app, so following the imports through
 * them would make any change run every API test. A test reaches a module through them only when
 * the wiring module itself changed.
 */
export const WIRING = new Set([
  'functions/src/app.ts',
  'functions/src/app-deps.ts',
  'functions/src/production-deps.ts',
  'functions/src/index.ts',
  'web/src/app/router.tsx',
  'web/src/app/admin-routes.ts',
  'web/src/app/admin-screens.ts',
]);

/**
 * Tests that read the whole tree rather than import it (comments, layers, import cycles, the
 * visitor's imports): they run when anything under their prefix changes.
 */
export const WHOLE_TREE_TESTS: readonly { test: string; covers: RegExp }[] = [
  { test: 'test/comment-sources.test.ts', covers: /./ },
  { test: 'functions/src/layers.test.ts', covers: /^functions\/src\// },
  { test: 'test/import-cycles.test.ts', covers: /^(?:functions\/src|web\/src|schema\/src)\// },
  { test: 'test/visitor-imports.test.ts', covers: /^(?:web\/src|schema\/src)\// },
  { test: 'test/admin-routes.test.ts', covers: /^web\/src\/app\// },
];

/**
 * Changes after which every in-process test runs: the test setup (the web tests' setup and what it
 * loads, which no test imports), the packages, the config.
 */
const EVERYTHING = /^(?:vitest\.config\.ts|package(?:-lock)?\.json|tsconfig\.json|web\/vite\.config\.ts|test\/web\/(?:setup|dialog-polyfill)\.ts$|test\/(?:api-setup|api-global-setup|api-helpers|fail-on-console-error|provided-context)\.ts$)/;

/** The folder of a service domain (`functions/src/services/<domain>/`) a file lies in. */
const SERVICE_DOMAIN = /^functions\/src\/services\/[^/]+\//;

/**
 * The unit, web and API test files a change can break: each changed test file, each test whose
 * imports reach a changed file (not through a wiring module that did not change), the tests beside
 * a changed file that share its name (`enquiry-inbox.ts` has `enquiry-inbox.int.test.ts` and
 * `enquiry-inbox-list.int.test.ts`: route tests reach their route through the app), every test
 * in the service domain of a changed file, and the whole-tree tests.
 */
export function relatedTests(changed: readonly string[], imports: ReadonlyMap<string, readonly string[]>, tests: readonly string[]): string[] {
  if (changed.some((f) => EVERYTHING.test(f))) return [...tests].sort();
  const importers = new Map<string, string[]>();
  for (const [file, deps] of imports) for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), file]);
  const changedSet = new Set(changed);
  const reached = new Set<string>();
  const queue = [...changed];
  while (queue.length) {
    const file = queue.shift()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (WIRING.has(file) && !changedSet.has(file)) continue;
    queue.push(...(importers.get(file) ?? []));
  }
  // The tests beside a reached source that share its name, and the modules they reach in turn.
  const testSet = new Set(tests);
  const picked = new Set([...reached].filter((f) => testSet.has(f)));
  for (const file of reached) {
    if (isInProcessTest(file) || !/\.tsx?$/.test(file)) continue;
    const stem = file.replace(/\.tsx?$/, '');
    for (const test of tests) if (test.startsWith(`${stem}.`) || test.startsWith(`${stem}-`)) picked.add(test);
  }
  // A service domain's own tests, whatever they import: a change inside a domain is tried by all of them.
  for (const file of changed) {
    const domain = SERVICE_DOMAIN.exec(file)?.[0];
    if (domain) for (const test of tests) if (test.startsWith(domain)) picked.add(test);
  }
  for (const { test, covers } of WHOLE_TREE_TESTS) if (testSet.has(test) && changed.some((f) => covers.test(f))) picked.add(test);
  return [...picked].sort();
}

/**
 * Browser-test files a web feature's folder does not name: a feature's files are found by name
 * first (feature `redirects` runs `redirects.e2e.ts`, `history` runs `admin-history.e2e.ts`), then
 * by this table.
 */
export const E2E_BY_FEATURE: Readonly<Record<string, readonly string[]>> = {
  enquiries: ['enquiry-inbox', 'enquiry-photos'],
  contact: ['public-interactions', 'enquiry-photos'],
  campaigns: ['scheduled-publishing'],
  'product-admin': ['admin-products'],
  'project-admin': ['admin-projects', 'project-gallery-order'],
  'item-images': ['photo-library', 'focal-point'],
  'image-library': ['photo-library', 'focal-point'],
  users: ['staff-accounts'],
  backups: ['backup-management', 'backup-restore-safety'],
  auth: ['auth-access', 'auth-sign-in', 'sign-in-return'],
  editor: ['server-rendered-edit'],
  home: ['public-pages'],
  about: ['public-pages'],
  privacy: ['public-pages'],
  'system-status': ['resilience', 'admin-dashboard'],
  'content-stats': ['admin-dashboard'],
  'visit-stats': ['visit-stats', 'admin-dashboard'],
};

/** Whether an e2e file's name holds `name` as whole words (`admin-history` holds `history`). */
const namesIt = (e2eFile: string, name: string) => `-${posix.basename(e2eFile, '.e2e.ts')}-`.includes(`-${name}-`);

/**
 * The browser-test files a change can break, by feature: a changed browser test itself, the files
 * of each changed web feature (`web/src/features/<name>/`) or visitor route (`web/src/app/routes/<name>`),
 * found by name or by E2E_BY_FEATURE. Other changes (shared web code, the support files, the
 * functions) pick none: they reach most files, and `npm run test:e2e` runs them all.
 */
export function e2eFilesFor(changed: readonly string[], e2eFiles: readonly string[]): string[] {
  const picked = new Set<string>();
  for (const file of changed) {
    if (file.endsWith('.e2e.ts') && e2eFiles.includes(file)) picked.add(file);
    const m = /^web\/src\/(?:features|app\/routes)\/([^/.]+)/.exec(file);
    if (!m) continue;
    const name = m[1]!;
    for (const e2e of e2eFiles) {
      if (namesIt(e2e, name) || (E2E_BY_FEATURE[name] ?? []).some((n) => posix.basename(e2e, '.e2e.ts') === n)) picked.add(e2e);
    }
  }
  return [...picked].sort();
}
