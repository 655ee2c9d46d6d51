import { ImageSchema, IsoDateSchema } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { buildPlan, PHOTO_SIZE } from './plan';

const NOW = new Date('2026-05-01T10:00:00.000Z');
const plan = buildPlan(NOW);
const jobPaths = new Set(plan.jobs.map((j) => j.path));

/** `products,<owner>,<id>.jpg` → `raw/products/<owner>/<id>.jpg` */
const storagePath = (src: string) => `raw/${src.replaceAll(',', '/')}`;

describe('buildPlan', () => {
  it('numbers siblings 0..n-1 under an existing parent, three levels deep at most', () => {
    const ids = new Set(plan.products.map((p) => p.id));
    const byParent = new Map<string | null, number[]>();
    for (const p of plan.products) {
      if (p.data.category !== null) expect(ids.has(p.data.category), p.id).toBe(true);
      byParent.set(p.data.category, [...(byParent.get(p.data.category) ?? []), p.data.index]);
    }
    for (const [parent, indexes] of byParent) expect(indexes, String(parent)).toEqual(indexes.map((_, i) => i));
    expect(new Set(plan.products.map((p) => p.level))).toEqual(new Set([0, 1, 2]));
  });

  it('gives each owner valid images with exactly one main image, listed first', () => {
    const owners = [...plan.products, ...plan.projects];
    for (const owner of owners) {
      const images = owner.data.images;
      expect(images.filter((i) => i.isMain), owner.id).toHaveLength(1);
      expect(images[0]?.isMain, owner.id).toBe(true);
      for (const image of images) {
        expect(ImageSchema.parse(image)).toEqual(image);
        expect(image.id).toMatch(/^[a-z0-9-]+$/);
        expect(image).toMatchObject(PHOTO_SIZE);
        expect(image.alt_text.length).toBeGreaterThan(0);
      }
    }
  });

  it('stores every image where its src points, under the owner kind and id', () => {
    for (const p of plan.products) {
      for (const image of p.data.images) {
        expect(image.src).toBe(`products,${p.id},${image.id}.jpg`);
        expect(jobPaths.has(storagePath(image.src))).toBe(true);
      }
      if (p.level === 0) {
        expect(p.data.categoryImage?.src).toBe(`categories,${p.id},${p.data.categoryImage?.id}.jpg`);
        expect(jobPaths.has(storagePath(p.data.categoryImage?.src ?? ''))).toBe(true);
      } else expect(p.data.categoryImage).toBeUndefined();
    }
    for (const p of plan.projects) {
      for (const image of p.data.images) expect(jobPaths.has(`raw/projects/${p.id}/${image.id}.jpg`)).toBe(true);
    }
    expect(jobPaths.size).toBe(plan.jobs.length);
    const referenced = [...plan.products, ...plan.projects].reduce((n, o) => n + o.data.images.length, 0) + plan.products.filter((p) => p.level === 0).length;
    expect(plan.jobs.filter((j) => !j.path.startsWith('raw/site/'))).toHaveLength(referenced);
  });

  it('paints the fixed site photos at their page sizes', () => {
    const site = plan.jobs.filter((j) => j.path.startsWith('raw/site/'));
    expect(site.map((j) => j.path).sort()).toEqual(
      ['about-1', 'about-2', 'about-main', 'hero-1', 'hero-2', 'hero-3', 'team-1', 'team-2', 'team-3'].map((n) => `raw/site/${n}.jpg`),
    );
    expect(site.find((j) => j.path.endsWith('hero-1.jpg'))?.paint).toMatchObject({ width: 1920, height: 1080 });
    expect(site.find((j) => j.path.endsWith('team-2.jpg'))?.paint).toMatchObject({ width: 800, height: 1000, scene: 'portrait' });
  });

  it('is deterministic apart from the clock: ids and paths never change between runs', () => {
    const again = buildPlan(new Date('2027-01-01T00:00:00.000Z'));
    expect(again.jobs).toEqual(plan.jobs);
    expect(again.products.map((p) => [p.id, p.data.images])).toEqual(plan.products.map((p) => [p.id, p.data.images]));
  });

  it('dates everything in the past as ISO strings, projects spread over about two years', () => {
    for (const doc of [...plan.products, ...plan.projects]) {
      expect(IsoDateSchema.safeParse(doc.data.created_at).success, doc.id).toBe(true);
      expect(IsoDateSchema.safeParse(doc.data.modified_at).success, doc.id).toBe(true);
      expect(doc.data.created_at <= doc.data.modified_at, doc.id).toBe(true);
      expect(new Date(doc.data.modified_at) < NOW, doc.id).toBe(true);
    }
    const modified = plan.projects.map((p) => Date.parse(p.data.modified_at));
    const spanDays = (Math.max(...modified) - Math.min(...modified)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(500);
    expect(spanDays).toBeLessThan(800);
  });
});
