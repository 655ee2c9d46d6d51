import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What the browser's build holds (decision 114): builds web/ into a temporary folder once. */
const outDir = mkdtempSync(join(tmpdir(), 'rms-client-build-'));
let manifest: Record<string, { file: string; name?: string; imports?: string[]; isEntry?: boolean }>;
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const chunkNamed = (name: string) => Object.values(manifest).find((c) => c.name === name && !c.isEntry)!;

beforeAll(async () => {
  await build({ configFile: new URL('../web/vite.config.ts', import.meta.url).pathname, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: true } });
  manifest = JSON.parse(read('.vite/manifest.json')) as typeof manifest;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the browser's build", () => {
  it('holds no JSON-LD builder: crawlers read the JSON-LD in the HTML the server sent', () => {
    const scripts = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const withJsonLd = scripts.filter((f) => /BreadcrumbList|HomeAndConstructionBusiness|OpeningHoursSpecification|QuantitativeValue|numberOfItems/.test(read(`assets/${f}`)));
    expect(withJsonLd).toEqual([]);
  });

  it("leaves out react-router's framework mode: its Link prefetching and <Form>", () => {
    const app = read(chunkNamed('start-app').file);
    expect(app).toContain('useRoutes() may be used only in the context of a <Router> component');
    for (const marker of ['__reactRouterContext', 'application/x-www-form-urlencoded', 'IntersectionObserver']) expect(app).not.toContain(marker);
  });

  it("keeps the app's start in one file beside React's, and the entry importing none of it", () => {
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    expect(entry.imports ?? []).toEqual([]);
    const imported = (chunkNamed('start-app').imports ?? []).map((key) => manifest[key]?.name);
    expect(imported.filter((name) => !['react', 'index', 'rolldown-runtime'].includes(name ?? ''))).toEqual([]);
  });

  it("keeps the admin area's code out of start-app, which every visitor downloads", () => {
    const map = JSON.parse(read(`${chunkNamed('start-app').file}.map`)) as { sources: string[] };
    const sources = map.sources.map((source) => source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/web\/src\//, 'src/'));
    expect(sources.some((source) => source.endsWith('src/app/router.tsx'))).toBe(true);
    const admin = /src\/(app\/routes\/admin\/|app\/admin-screens\.ts$|features\/(editor|history|item-images|product-admin|project-admin|enquiries|users|settings\/admin)\/)/;
    expect(sources.filter((source) => admin.test(source))).toEqual([]);
  });
});
