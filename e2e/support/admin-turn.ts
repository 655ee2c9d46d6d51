import { mkdir, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, inject } from 'vitest';
import '../../test/provided-context';

/**
 * Setup file of the e2e-admin project: its files take turns in two lanes (decisions 123 and 137).
 * Files that make or change products and categories share the product tree's order, Markiser's
 * pictures and the home page's tiles, and raced each other on parallel workers: they take turns in
 * the product lane, one at a time. The files listed here change none of that (references, pictures
 * of their own references, the enquiries, the site facts, the dashboard): they take turns in a second
 * lane beside it. A new file goes in the product lane unless it is added here.
 */
const BESIDE_THE_PRODUCTS = new Set([
  'admin-dashboard',
  'admin-projects',
  'admin-settings',
  'enquiry-photos',
  'focal-point',
  'enquiry-inbox',
  'photo-library',
  'preview-links',
  'project-admin-delete-by-title',
  'project-gallery-order',
  'sign-in-return',
]);

const file = basename(expect.getState().testPath ?? '', '.e2e.ts');
const lane = BESIDE_THE_PRODUCTS.has(file) ? 'other' : 'products';

/**
 * A lane's turn is a folder beside the run's data folder, made by the file whose turn it is (mkdir
 * either makes it or fails) and removed after its last test.
 */
const turn = `${inject('dataDir')}.admin-turn-${lane}`;
for (;;) {
  try {
    await mkdir(turn);
    break;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    await sleep(100);
  }
}
afterAll(() => rm(turn, { recursive: true, force: true }));
