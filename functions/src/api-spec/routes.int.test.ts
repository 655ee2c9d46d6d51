import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../../../test/api-helpers';
import { allRoutes } from './index';

let stack: TestStack;

beforeAll(async () => {
  stack = await createTestStack();
});

afterAll(async () => {
  await stack.cleanup();
});

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Express path syntax → the registry's: `:id` → `{id}`, `*path` → `{path}`, no trailing slash. */
function normalise(path: string): string {
  const p = path.replace(/:(\w+)/g, '{$1}').replace(/\*(\w+)/g, '{$1}').replace(/\/+/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/** A served route: its method and either a path in registry syntax or, for a RegExp route, a test. */
interface Served {
  key: string;
  matches: (method: string, registryPath: string) => boolean;
}

/** A registry path with sample values for its parameters, for testing against RegExp routes. */
const samplePath = (path: string) => path.replace(/\{\w+\}/g, 'sample');

/** Every route the app serves, found by walking its routers (Express 5 / router 2 layers keep rawPath). */
function appRoutes(app: Express): Served[] {
  const found: Served[] = [];
  const walk = (layers: Layer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [m, on] of Object.entries(layer.route.methods)) {
            if (!on || m === '_all') continue;
            const method = m.toUpperCase();
            if (path instanceof RegExp) {
              found.push({ key: `${method} ${prefix}${String(path)}`, matches: (rm, rp) => rm === method && rp.startsWith(prefix) && path.test(samplePath(rp.slice(prefix.length))) });
            } else {
              const key = `${method} ${normalise(`${prefix}${String(path)}`)}`;
              found.push({ key, matches: (rm, rp) => `${rm} ${rp}` === key });
            }
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

describe('the route registry and the app', () => {
  it('documents every route the app serves', () => {
    const undocumented = appRoutes(stack.app)
      .filter((served) => !allRoutes.some((r) => served.matches(r.method, r.path) || (r.method === 'GET' && served.matches('HEAD', r.path))))
      .map((served) => served.key);
    expect(undocumented, 'add these to functions/src/api-spec/*.ts, then run npm run docs:api').toEqual([]);
  });

  it('serves every documented route', () => {
    const served = appRoutes(stack.app);
    const missing = allRoutes.filter((r) => !served.some((s) => s.matches(r.method, r.path))).map((r) => `${r.method} ${r.path}`);
    expect(missing, 'documented but not served by the app').toEqual([]);
  });

  it('finds the routes of this module by walking the app', () => {
    expect(appRoutes(stack.app).map((s) => s.key)).toEqual(expect.arrayContaining(['GET /api/products', 'PUT /api/products/{id}', 'DELETE /api/projects/by-title/{pattern}', 'GET /api/firebase']));
  });
});
