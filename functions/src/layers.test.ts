import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative module a file imports (static, type-only and dynamic), as paths below src/. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specs.map((s) => relative(SRC, join(file, '..', s)));
}

interface Source {
  file: string;
  text: string;
  imports: string[];
}

/** Firestore is reached through repositories/ only: anywhere else, a `.collection(` call is a second way. */
function collectionCallsOutsideRepositories(sources: Source[]): string[] {
  return sources.filter((f) => !f.file.startsWith('repositories/') && /\.collection\(/.test(f.text)).map((f) => f.file);
}

/** Repositories sit below the services: they import adapters and the schema, never a service, route, middleware, trigger or the app. */
function repositoriesReachingUp(sources: Source[]): string[] {
  return sources
    .filter((f) => f.file.startsWith('repositories/'))
    .flatMap((f) => f.imports.filter((i) => /^(services|routes|middleware|triggers)\/|^(app|app-deps|production-deps)$/.test(i)).map((i) => `${f.file} → ${i}`));
}

/**
 * The domain folders of services/ (docs/decisions/120), in their order: a domain imports only the
 * domains before it, so no two import each other. shared/ (audit, concurrency, the stored media
 * paths, picture scrubbing, HTML sanitizing, the product tree) is under all; backups keep whatever
 * the content refers to; history records versions; images use both; content (products, projects,
 * settings, campaigns, restoring a version) moves redirects and records history; the enquiry side
 * builds on content; health answers for all of them.
 */
const SERVICE_DOMAINS = ['shared', 'backups', 'history', 'images', 'redirects', 'content', 'access', 'enquiries', 'bookings', 'quotes', 'stats', 'health'];

/** Imports of one domain's files into a domain after it (or unknown), as `file → import`. */
function importsAgainstDomainOrder(sources: Pick<Source, 'file' | 'imports'>[]): string[] {
  const rank = (path: string) => SERVICE_DOMAINS.indexOf(path.split('/')[1] ?? '');
  return sources
    .filter((f) => f.file.startsWith('services/'))
    .flatMap((f) =>
      f.imports
        .filter((i) => i.startsWith('services/') && i.split('/')[1] !== f.file.split('/')[1])
        .filter((i) => rank(i) < 0 || rank(i) > rank(f.file))
        .map((i) => `${f.file} → ${i}`),
    );
}

/** A service file outside a known domain folder: loose in services/, or in a folder decision 120 does not name. */
function servicesOutsideDomains(files: string[]): string[] {
  return files.filter((f) => f.startsWith('services/')).filter((f) => {
    const parts = f.split('/');
    return parts.length !== 3 || !SERVICE_DOMAINS.includes(parts[1] ?? '');
  });
}

/** shared/ (audit, concurrency) sits under every domain, so it imports no other service. */
function sharedReachingUp(sources: Source[]): string[] {
  return sources
    .filter((f) => f.file.startsWith('services/shared/'))
    .flatMap((f) => f.imports.filter((i) => i.startsWith('services/') && !i.startsWith('services/shared/')).map((i) => `${f.file} → ${i}`));
}

describe('the functions layers (docs/decisions/082, 084, 120)', () => {
  const files: Source[] = sourceFiles(SRC).map((f) => {
    const text = readFileSync(f, 'utf8');
    return { file: relative(SRC, f), text, imports: importsOf(f, text) };
  });

  it('services never import routes, middleware or the app', () => {
    const offending = files
      .filter((f) => f.file.startsWith('services/'))
      .flatMap((f) => f.imports.filter((i) => /^(routes|middleware)\/|^(app|app-deps|production-deps)$/.test(i)).map((i) => `${f.file} → ${i}`));
    expect(offending).toEqual([]);
  });

  it('only index.ts loads the app; routes and triggers take AppDeps from its own module', () => {
    const offending = files.filter((f) => f.file !== 'index.ts').flatMap((f) => f.imports.filter((i) => i === 'app').map((i) => `${f.file} → ${i}`));
    expect(offending).toEqual([]);
  });

  it('only repositories call db.collection: services, routes and triggers go through them', () => {
    expect(collectionCallsOutsideRepositories(files)).toEqual([]);
    // The check itself: a service that reaches Firestore directly is named.
    const planted = { file: 'services/content/projects.ts', text: "await db.collection('projects').doc(id).get();", imports: [] };
    expect(collectionCallsOutsideRepositories([...files, planted])).toEqual(['services/content/projects.ts']);
  });

  it('repositories never import services, routes, middleware, triggers or the app', () => {
    expect(repositoriesReachingUp(files)).toEqual([]);
    const planted = { file: 'repositories/projects.ts', text: '', imports: importsOf(join(SRC, 'repositories/projects.ts'), "import { sanitizeDescription } from '../services/shared/sanitize';") };
    expect(repositoriesReachingUp([planted])).toEqual(['repositories/projects.ts → services/shared/sanitize']);
  });

  it('every service sits in a domain folder (docs/decisions/120)', () => {
    expect(servicesOutsideDomains(files.map((f) => f.file))).toEqual([]);
    // The check itself: a file loose in services/, or in an unnamed folder, is named.
    expect(servicesOutsideDomains(['services/leads.ts', 'services/leads/inbox.ts', 'services/images/image-variants.ts'])).toEqual(['services/leads.ts', 'services/leads/inbox.ts']);
  });

  it('a service domain imports only the domains before it, so no two import each other', () => {
    expect(importsAgainstDomainOrder(files)).toEqual([]);
    // The check itself: content may use history, but history using content is named.
    const planted = (file: string, line: string) => ({ file, imports: importsOf(join(SRC, file), line) });
    expect(
      importsAgainstDomainOrder([
        planted('services/content/products.ts', "import { recordVersion } from '../history/versions';"),
        planted('services/history/versions.ts', "import { listProducts } from '../content/products';"),
      ]),
    ).toEqual(['services/history/versions.ts → services/content/products']);
  });

  it('services/shared imports no other domain', () => {
    expect(sharedReachingUp(files)).toEqual([]);
    const planted = { file: 'services/shared/audit.ts', text: '', imports: importsOf(join(SRC, 'services/shared/audit.ts'), "import { listProjects } from '../content/projects';") };
    expect(sharedReachingUp([planted])).toEqual(['services/shared/audit.ts → services/content/projects']);
  });
});
