import { describe, expect, it } from 'vitest';
import { planChunks, type ModuleInfoOf } from '../web/chunk-groups';

const WEB = '/repo/web/';
const src = (path: string) => `${WEB}src/${path}`;

/** A module graph: each module's static and dynamic imports, and its code (its length is what counts). */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; size?: number }>): ModuleInfoOf {
  return (id) => {
    const m = modules[id];
    return m ? { importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [], code: 'x'.repeat(m.size ?? 100) } : null;
  };
}

describe("the visitors' chunk plan", () => {
  // The entry starts the app; the app's router loads a public section and the staff's screens lazily.
  const modules = (staffRoute: string) =>
    graph({
      [src('main.tsx')]: { lazy: [src('start-app.tsx')] },
      [src('start-app.tsx')]: { imports: [src('app/router.tsx')] },
      [src('app/router.tsx')]: { lazy: [src('app/routes/products/page.tsx'), src('app/routes/projects/page.tsx'), staffRoute] },
      [src('app/routes/products/page.tsx')]: { imports: [src('components/ui/picture.tsx'), src('components/ui/confirm.tsx')] },
      [src('app/routes/projects/page.tsx')]: { imports: [src('components/ui/picture.tsx')] },
      [staffRoute]: { imports: [src('components/ui/confirm.tsx')] },
      [src('components/ui/picture.tsx')]: {},
      [src('components/ui/confirm.tsx')]: {},
    });

  it('puts a small module two public sections share in start-app, and one section’s own in that section’s file', () => {
    const plan = planChunks(WEB, modules(src('app/routes/admin/dashboard.tsx')));
    expect(plan.get(src('components/ui/picture.tsx'))).toBe('start-app');
    expect(plan.get(src('components/ui/confirm.tsx'))).toBe('products');
  });

  it.each(['app/routes/admin/dashboard.tsx', 'app/routes/editors/product-edit.tsx'])('never counts a staff route (%s) as a section: what it shares with a public page stays out of start-app', (route) => {
    const plan = planChunks(WEB, modules(src(route)));
    expect(plan.get(src('components/ui/confirm.tsx'))).toBe('products');
    expect(plan.has(src(route))).toBe(false);
    expect([...plan.values()]).not.toContain('editors');
    expect([...plan.values()]).not.toContain('admin');
  });
});
