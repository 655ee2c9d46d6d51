import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = new URL('../web/src/', import.meta.url).pathname;

/** Admin-only code (lazy, behind sign-in) which may load the schemas. */
const MAY_LOAD_SCHEMAS = /^features\/(admin|auth|editor|history|image-manager|product-admin|project-admin)\/|^features\/[^/]+\/admin\/|\.test\.tsx?$|^test\/|^entry-server\.tsx$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('visitor code and zod (decision 016: zod out of the first load)', () => {
  it('imports values of @rms/schema only from its zod-free subpaths; the barrel for types only', () => {
    const offending = files(WEB_SRC)
      .map((f) => ({ file: relative(WEB_SRC, f), text: readFileSync(f, 'utf8') }))
      .filter(({ file }) => !MAY_LOAD_SCHEMAS.test(file))
      .filter(({ text }) => /^import\s+(?!type\b)[^;]*from\s+'@rms\/schema';/m.test(text))
      .map(({ file }) => file);
    expect(offending).toEqual([]);
  });
});
