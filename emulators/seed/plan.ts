import { slugify, type Image, type StoredProductDoc, type StoredProjectDoc } from '@rms/schema';
import { categories } from './content/products';
import { PROJECTS } from './content/projects';
import { SITE_PHOTOS } from './content/site';
import type { Photo, SceneKind, SeedProduct } from './content/types';
import type { PaintOptions } from './paint';
import { imageId } from './rng';

/** Bump when the seed content changes in a way a reset should pick up. */
export const SEED_VERSION = 1;

export const PHOTO_SIZE = { width: 1600, height: 1067 } as const;

export type OwnerKind = 'products' | 'projects' | 'categories';

/** One picture to paint and where to store it. */
export interface ImageJob {
  path: string;
  paint: PaintOptions;
}

/** A seeded product document: the stored shape, with both timestamps set. */
export type ProductData = StoredProductDoc & { created_at: string; modified_at: string };

export type ProjectData = StoredProjectDoc;

export interface SeedPlan {
  products: Array<{ id: string; level: number; data: ProductData }>;
  projects: Array<{ id: string; data: ProjectData }>;
  jobs: ImageJob[];
}

const DAY = 86_400_000;

function isoDaysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString();
}

/** Stored image + paint job; `src` writes the folders with commas, as stored image sources do (`products,<id>,<file>`). */
function picture(kind: OwnerKind, owner: string, ownerTitle: string, n: number, photo: Photo, scene: SceneKind): { image: Image; job: ImageJob } {
  const id = imageId(`${kind}/${owner}`, n);
  const file = `${id}.jpg`;
  const image: Image = {
    id,
    src: `${kind},${owner},${file}`,
    title: photo.title ?? (n === 0 ? ownerTitle : `${ownerTitle} – bilde ${n + 1}`),
    alt_text: photo.alt,
    // The first picture is the main one; the API and the cards rely on it being first.
    isMain: n === 0,
    ...PHOTO_SIZE,
  };
  const paint: PaintOptions = { seed: `${kind}/${owner}/${id}`, scene: photo.scene ?? scene, ...PHOTO_SIZE };
  if (photo.time) paint.time = photo.time;
  if (photo.fabric) paint.fabric = photo.fabric;
  if (photo.wall) paint.wall = photo.wall;
  return { image, job: { path: `raw/${kind}/${owner}/${file}`, paint } };
}

function gallery(kind: OwnerKind, owner: string, title: string, photos: readonly Photo[], scene: SceneKind, jobs: ImageJob[]): Image[] {
  return photos.map((photo, n) => {
    const { image, job } = picture(kind, owner, title, n, photo, scene);
    jobs.push(job);
    return image;
  });
}

/**
 * Turns the content modules into documents and paint jobs. Pure apart from `now`, so the
 * same content always yields the same ids and image paths: re-seeding overwrites, never duplicates.
 */
export function buildPlan(now: Date): SeedPlan {
  const plan: SeedPlan = { products: [], projects: [], jobs: [] };
  const seen = new Set<string>();
  const claim = (id: string, what: string) => {
    if (seen.has(id)) throw new Error(`Duplicate seed id ${id} (${what})`);
    seen.add(id);
  };

  let ordinal = 0;
  const addProduct = (node: SeedProduct, parent: string | null, index: number, level: number) => {
    const id = slugify(node.title);
    claim(id, node.title);
    if (level > 2) throw new Error(`${id} would sit deeper than three levels`);
    // Older catalogue entries first, each edited a little later, so dates look like real use.
    const created = 900 - ordinal * 7;
    ordinal++;
    const data: ProductData = {
      title: node.title,
      description: node.description,
      images: gallery('products', id, node.title, node.photos, node.scene, plan.jobs),
      category: parent,
      index,
      created_at: isoDaysAgo(now, created),
      modified_at: isoDaysAgo(now, Math.max(1, created - 30 - (ordinal % 5) * 11)),
    };
    if (level === 0) {
      const photo = node.categoryPhoto ?? node.photos[0];
      if (!photo) throw new Error(`Category ${id} has no photo`);
      const { image, job } = picture('categories', id, node.title, 0, photo, node.scene);
      data.categoryImage = image;
      plan.jobs.push(job);
    }
    plan.products.push({ id, level, data });
    node.sub?.forEach((child, i) => addProduct(child, id, i, level + 1));
  };
  categories.forEach((category, i) => addProduct(category, null, i, 0));

  PROJECTS.forEach((project, i) => {
    const id = slugify(project.title);
    claim(id, project.title);
    plan.projects.push({
      id,
      data: {
        title: project.title,
        description: project.description,
        images: gallery('projects', id, project.title, project.photos, project.scene, plan.jobs),
        draft: project.draft,
        created_at: isoDaysAgo(now, project.ageDays + 14 + i * 3),
        modified_at: isoDaysAgo(now, project.ageDays),
      },
    });
  });

  for (const site of SITE_PHOTOS) {
    const paint: PaintOptions = { seed: site.seed ?? `site/${site.name}`, scene: site.scene, width: site.width, height: site.height };
    if (site.time) paint.time = site.time;
    if (site.fabric) paint.fabric = site.fabric;
    if (site.wall) paint.wall = site.wall;
    plan.jobs.push({ path: `raw/site/${site.name}`, paint });
  }
  return plan;
}
