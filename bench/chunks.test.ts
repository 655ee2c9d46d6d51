import { describe, expect, it } from 'vitest';
import { chunkName, findAdminCode, firstLoadAssets, sourcesByFile, type LoadedAsset, type ResponseRecord, type ViteManifest } from './chunks';

const script = (url: string, text = 'export const x=1;'): LoadedAsset => ({ url, kind: 'script', bytes: text.length, gzipBytes: 1, text });

describe('chunkName', () => {
  it("strips Vite's eight-character hash, which may itself contain dashes", () => {
    expect(chunkName('http://127.0.0.1:5000/assets/product-admin-B7D4625m.js')).toBe('product-admin');
    expect(chunkName('/assets/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime');
    expect(chunkName('/assets/router-Ciy-802Y.js')).toBe('router');
    expect(chunkName('/assets/index-CRh9Wb-w.css')).toBe('index');
  });
});

describe('findAdminCode', () => {
  it('finds nothing in public chunks, whatever words they use about the site', () => {
    const publicChunk = script('/assets/home-abcdefgh.js', 'fetch("/api/firebase/");const t="Vi monterer markiser";class Editorial{}');
    expect(findAdminCode([publicChunk, { url: '/assets/index-abcdefgh.css', kind: 'stylesheet', bytes: 1, gzipBytes: 1 }], null)).toEqual([]);
  });

  it.each([
    ['the Firebase SDK', 'registerVersion("@firebase/app","12.0.0")', 'firebase'],
    ['Firebase errors', 'class FirebaseError extends Error{}', 'firebase'],
    ['Firebase Auth', 'const u="https://identitytoolkit.googleapis.com"', 'firebase/auth'],
    ['ProseMirror', 'e.classList.add("ProseMirror")', 'tiptap/prosemirror'],
    ['Tiptap', 'throw new Error("[tiptap error]: no window")', 'tiptap'],
    ['react-dropzone', 'const c="file-invalid-type"', 'react-dropzone'],
    ['dnd-kit', 'id:"DndDescribedBy-"+n', '@dnd-kit'],
  ])('finds %s by a marker that survives minification', (_what, text, module) => {
    const findings = findAdminCode([script('/assets/shared-abcdefgh.js', text)], null);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ asset: 'assets/shared-abcdefgh.js' });
    expect(findings[0]!.reason).toContain(module);
  });

  it('finds an admin feature by its chunk name', () => {
    expect(findAdminCode([script('/assets/item-images-B7D4625m.js')], null)).toEqual([{ asset: 'assets/item-images-B7D4625m.js', reason: 'admin chunk name "item-images"' }]);
  });

  it("finds a chunk built from the admin area's screens (app/routes/admin) or an editor's route (app/routes/editors)", () => {
    const manifest: ViteManifest = { 'src/app/routes/admin/dashboard.tsx': { file: 'assets/dashboard-abcdefgh.js', name: 'dashboard', src: 'src/app/routes/admin/dashboard.tsx' } };
    expect(findAdminCode([script('/assets/dashboard-abcdefgh.js')], manifest)).toEqual([{ asset: 'assets/dashboard-abcdefgh.js', reason: 'built from src/app/routes/admin/dashboard.tsx' }]);
    const editors: ViteManifest = { 'src/app/routes/editors/project-edit.tsx': { file: 'assets/project-edit-abcdefgh.js', name: 'project-edit', src: 'src/app/routes/editors/project-edit.tsx' } };
    expect(findAdminCode([script('/assets/project-edit-abcdefgh.js')], editors)).toEqual([{ asset: 'assets/project-edit-abcdefgh.js', reason: 'built from src/app/routes/editors/project-edit.tsx' }]);
  });

  it('finds a chunk built from an admin feature through the manifest, whatever its name', () => {
    const manifest: ViteManifest = {
      'src/features/enquiries/components/enquiry-inbox.tsx': { file: 'assets/dashboard-abcdefgh.js', name: 'dashboard', src: 'src/features/enquiries/components/enquiry-inbox.tsx', css: ['assets/dashboard-12345678.css'] },
      'src/app/routes/home.tsx': { file: 'assets/home-abcdefgh.js', name: 'home', src: 'src/app/routes/home.tsx' },
    };
    const css: LoadedAsset = { url: '/assets/dashboard-12345678.css', kind: 'stylesheet', bytes: 1, gzipBytes: 1 };
    const findings = findAdminCode([script('/assets/dashboard-abcdefgh.js'), script('/assets/home-abcdefgh.js'), css], manifest);
    expect(findings.map((f) => f.asset)).toEqual(['assets/dashboard-abcdefgh.js', 'assets/dashboard-12345678.css']);
    expect(findings[0]!.reason).toBe('built from src/features/enquiries/components/enquiry-inbox.tsx');
  });

  it('does not take a public feature whose name merely starts like an admin one for admin code', () => {
    const manifest: ViteManifest = { 'src/features/authors/x.tsx': { file: 'assets/x-abcdefgh.js', src: 'src/features/authors/x.tsx' } };
    expect(findAdminCode([script('/assets/x-abcdefgh.js'), script('/assets/authors-abcdefgh.js')], manifest)).toEqual([]);
  });
});

describe('sourcesByFile', () => {
  it('maps emitted JS and CSS files to the modules and names they were built from', () => {
    const map = sourcesByFile({ 'src/main.tsx': { file: 'assets/index-1.js', name: 'index', src: 'src/main.tsx', css: ['assets/index-2.css'] } });
    expect(map.get('assets/index-1.js')).toEqual(['src/main.tsx', 'index']);
    expect(map.get('assets/index-2.css')).toEqual(['src/main.tsx', 'index']);
    expect(sourcesByFile(null).size).toBe(0);
  });
});

describe('firstLoadAssets', () => {
  const origin = 'http://127.0.0.1:5000';
  const r = (url: string, type: string, contentType: string, status = 200): ResponseRecord => ({ url, type, contentType, status, bytes: 10 });

  it("keeps the site's own scripts and stylesheets, not documents, data, images, failures or third parties", () => {
    const responses = [
      r(`${origin}/`, 'document', 'text/html'),
      r(`${origin}/assets/index-1.js`, 'script', 'text/javascript'),
      r(`${origin}/assets/home-1.js`, 'other', 'application/javascript; charset=utf-8'),
      r(`${origin}/assets/index-2.css`, 'stylesheet', 'text/css'),
      r(`${origin}/api/products`, 'fetch', 'application/json'),
      r(`${origin}/optimize/a.jpg?w=512`, 'image', 'image/webp'),
      r(`${origin}/assets/gone-1.js`, 'script', 'text/html', 404),
      r('https://maps.googleapis.com/maps/api/js', 'script', 'text/javascript'),
    ];
    const { scripts, styles } = firstLoadAssets(responses, origin);
    expect(scripts.map((s) => s.url)).toEqual([`${origin}/assets/index-1.js`, `${origin}/assets/home-1.js`]);
    expect(styles.map((s) => s.url)).toEqual([`${origin}/assets/index-2.css`]);
  });
});
