import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every admin screen is one route file in web/src/app/routes/admin that wraps its feature's public
// component in AdminPage; web/src/app/admin-routes.ts loads nothing else (README, layout section).
const APP = new URL('../web/src/app/', import.meta.url).pathname;
const ADMIN_ROUTES = readFileSync(`${APP}admin-routes.ts`, 'utf8');

/** What each line of the table loads: the specifiers of its import() calls. */
function loaded(table: string): string[] {
  return [...table.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
}

/** The loads that are not a route file of app/routes/admin (one file per screen, named in kebab case). */
function loadsOutsideRoutes(table: string): string[] {
  return loaded(table).filter((specifier) => !/^\.\/routes\/admin\/[a-z][a-z0-9-]*$/.test(specifier) || !existsSync(`${APP}${specifier.slice(2)}.tsx`));
}

/** A route file's imports of a feature's inner files: a feature offers its screen's body from its index.ts (or its admin/ entry). */
function innerFeatureImports(routeFile: string): string[] {
  return [...routeFile.matchAll(/from\s+'(@\/features\/[^']+)'/g)].map((m) => m[1]!).filter((specifier) => !/^@\/features\/[a-z-]+(\/admin)?$/.test(specifier));
}

describe('the admin screens, each a route file of app/routes/admin', () => {
  it('loads every screen of admin-routes.ts from app/routes/admin, one line per address', () => {
    const lines = ADMIN_ROUTES.match(/\{\s*path: paths\./g) ?? [];
    expect(loaded(ADMIN_ROUTES)).toHaveLength(lines.length);
    expect(loaded(ADMIN_ROUTES).length).toBeGreaterThan(10);
    expect(loadsOutsideRoutes(ADMIN_ROUTES)).toEqual([]);
  });

  it('reaches each feature from a route file through its public entry only', () => {
    const routeFiles = loaded(ADMIN_ROUTES).filter((specifier) => !loadsOutsideRoutes(`import('${specifier}')`).length);
    const offending = routeFiles.flatMap((specifier) => innerFeatureImports(readFileSync(`${APP}${specifier.slice(2)}.tsx`, 'utf8')).map((inner) => `${specifier}: ${inner}`));
    expect(offending).toEqual([]);
  });

  it('the checks name a planted screen loaded from a feature, a route file that does not exist, and a route file reaching into a feature', () => {
    const planted = ADMIN_ROUTES.replace("import('./routes/admin/backups')", "import('@/features/backups/routes/backups-screen')").replace(
      "import('./routes/admin/bin')",
      "import('./routes/admin/papirkurv')",
    );
    expect(loadsOutsideRoutes(planted)).toEqual(['./routes/admin/papirkurv', '@/features/backups/routes/backups-screen']);
    const route = "import { ImageLibrary } from '@/features/image-library/components/image-library';\nimport { SettingsEditor } from '@/features/settings/admin';\nimport { StaffAccess } from '@/features/users';\n";
    expect(innerFeatureImports(route)).toEqual(['@/features/image-library/components/image-library']);
  });
});
