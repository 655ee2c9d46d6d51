import { SiteSettingsSchema, YEARS_OF_EXPERIENCE_TOKEN } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { categories } from './content/products';
import { PROJECTS } from './content/projects';
import { SITE_SETTINGS } from './content/settings';
import { SITE_PHOTOS } from './content/site';
import type { Photo, SeedProduct } from './content/types';
import { slugify } from '@rms/schema';

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br']);

function walk(nodes: readonly SeedProduct[], level = 0, out: Array<{ node: SeedProduct; level: number }> = []) {
  for (const node of nodes) {
    out.push({ node, level });
    walk(node.sub ?? [], level + 1, out);
  }
  return out;
}

/** Problems with a description: unknown tags, unbalanced tags, links with other schemes. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const [, close, name, attrs] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const tag = (name ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>`);
    if (tag === 'a' && !close && !/^ href="(\/[a-z-]*|https?:\/\/[^"]+|mailto:[^"]+|tel:[^"]+)"$/.test(attrs ?? '')) problems.push(`link ${attrs}`);
    if (tag === 'br') continue;
    if (close) {
      if (stack.pop() !== tag) problems.push(`unbalanced </${tag}>`);
    } else stack.push(tag);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(',')}`);
  if (/<(?!\/?[a-z0-9]+[ >])/i.test(html)) problems.push('stray <');
  return problems;
}

const paragraphs = (html: string) => html.match(/<p>/g)?.length ?? 0;

const all = walk(categories);

describe('product tree content', () => {
  it('has at least five categories with two to four products each', () => {
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const c of categories) expect(c.sub?.length ?? 0, c.title).toBeGreaterThanOrEqual(2);
    for (const c of categories) expect(c.sub?.length ?? 0, c.title).toBeLessThanOrEqual(4);
  });

  it('reaches exactly three levels, with several products carrying one to three sub-products', () => {
    expect(Math.max(...all.map((n) => n.level))).toBe(2);
    const parents = all.filter((n) => n.level === 1 && n.node.sub?.length);
    expect(parents.length).toBeGreaterThanOrEqual(4);
    for (const p of parents) expect(p.node.sub?.length, p.node.title).toBeLessThanOrEqual(3);
  });

  it('gives every node a unique readable id', () => {
    const ids = all.map((n) => slugify(n.node.title));
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]{1,100}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every node one to four photos and every category its own category photo', () => {
    for (const { node, level } of all) {
      expect(node.photos.length, node.title).toBeGreaterThanOrEqual(1);
      expect(node.photos.length, node.title).toBeLessThanOrEqual(4);
      if (level === 0) expect(node.categoryPhoto, node.title).toBeDefined();
    }
  });

  it('writes descriptions of two to four paragraphs in the allowed HTML subset', () => {
    for (const { node } of all) {
      expect(htmlProblems(node.description), node.title).toEqual([]);
      expect(paragraphs(node.description), node.title).toBeGreaterThanOrEqual(2);
      expect(paragraphs(node.description), node.title).toBeLessThanOrEqual(4);
    }
  });
});

describe('heading order', () => {
  // Pages title an entry with h1, so a description may open sections with h2, and h3 only below an h2
  // (axe's heading-order rule; screen-reader users navigate by headings).
  it('never puts an h3 before an h2 in a description', () => {
    for (const { title, description } of [...all.map((a) => a.node), ...PROJECTS]) {
      const levels = [...description.matchAll(/<h([23])>/g)].map((m) => Number(m[1]));
      const firstH3 = levels.indexOf(3);
      if (firstH3 !== -1) expect(levels.slice(0, firstH3), title).toContain(2);
    }
  });
});

describe('reference projects', () => {
  it('has at least eight projects with three to six photos each', () => {
    expect(PROJECTS.length).toBeGreaterThanOrEqual(8);
    for (const p of PROJECTS) {
      expect(p.photos.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.photos.length, p.title).toBeLessThanOrEqual(6);
    }
  });

  it('keeps most published and two as drafts', () => {
    expect(PROJECTS.filter((p) => p.draft)).toHaveLength(2);
    expect(PROJECTS.filter((p) => !p.draft).length).toBeGreaterThan(PROJECTS.length / 2);
  });

  it('spreads the last changes over about two years, all distinct', () => {
    const ages = PROJECTS.map((p) => p.ageDays);
    expect(new Set(ages).size).toBe(ages.length);
    expect(Math.min(...ages)).toBeLessThan(60);
    expect(Math.max(...ages)).toBeGreaterThan(500);
    expect(Math.max(...ages)).toBeLessThanOrEqual(800);
  });

  it('has unique ids and descriptions in the allowed HTML subset', () => {
    const ids = PROJECTS.map((p) => slugify(p.title));
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of PROJECTS) {
      expect(htmlProblems(p.description), p.title).toEqual([]);
      expect(paragraphs(p.description), p.title).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('photos', () => {
  const photos: Photo[] = [
    ...all.flatMap(({ node }) => [...node.photos, ...(node.categoryPhoto ? [node.categoryPhoto] : [])]),
    ...PROJECTS.flatMap((p) => p.photos),
  ];

  it('describe what they show in Norwegian, one distinct text per owner', () => {
    for (const photo of photos) {
      expect(photo.alt.length, photo.alt).toBeGreaterThanOrEqual(25);
      expect(photo.alt).not.toMatch(/^(bilde|image|photo|img)\b/i);
    }
    for (const owner of [...all.map((n) => n.node.photos), ...PROJECTS.map((p) => p.photos)]) {
      const alts = owner.map((p) => p.alt);
      expect(new Set(alts).size).toBe(alts.length);
    }
  });

  it('names the site photos the static pages load', () => {
    expect(SITE_PHOTOS.map((p) => p.name).sort()).toEqual(
      ['about-1.jpg', 'about-2.jpg', 'about-main.jpg', 'hero-1.jpg', 'hero-2.jpg', 'hero-3.jpg', 'team-1.jpg', 'team-2.jpg', 'team-3.jpg'].sort(),
    );
    for (const p of SITE_PHOTOS) {
      expect([p.width, p.height], p.name).toEqual(p.name.startsWith('hero') ? [1920, 1080] : [800, 1000]);
    }
  });
});

describe('site settings content', () => {
  it('is valid settings, with no example.com address anywhere', () => {
    expect(SiteSettingsSchema.safeParse(SITE_SETTINGS).error?.issues).toBeUndefined();
    expect(JSON.stringify(SITE_SETTINGS)).not.toMatch(/example\.(com|org|net)/);
  });

  it('uses the seeded site photos for the team', () => {
    const names = new Set(SITE_PHOTOS.map((p) => `site,${p.name}`));
    for (const member of SITE_SETTINGS.team) expect(names.has(member.photo?.src ?? ''), member.name).toBe(true);
  });
});

describe('years of experience in seeded texts', () => {
  it('are never a hard-coded figure: the token is rendered with the current one', () => {
    const texts = [...all.map(({ node }) => node.description), ...PROJECTS.map((p) => p.description)];
    for (const text of texts) expect(text).not.toMatch(/\d+\s+års\s+erfaring/);
    expect(texts.some((t) => t.includes(`${YEARS_OF_EXPERIENCE_TOKEN} års erfaring`))).toBe(true);
  });
});
