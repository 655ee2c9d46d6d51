import { describe, expect, it } from 'vitest';
import type { Image, ProductNode, ProductTree, Project } from '@rms/schema';
import { renderPage, type ContentApi } from './entry-server';
import { PAGE_TYPES, category, plainProduct, product, projects, reference, seoContentApi, tree } from '../../test/web/seo-content';

const PLAIN_TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';

/** The sample site with focal points: the product's share picture low on the right, the reference's picture at the top. */
const focused = <T extends Image>(image: T, focus: Image['focus']): T => ({ ...image, focus });
const shareImage = product.images[1]!;
const focusedProduct: ProductNode = { ...product, images: [product.images[0]!, focused(shareImage, { x: 0.83, y: 0.71 })] };
const focusedPlain: ProductNode = { ...plainProduct, images: plainProduct.images.map((i) => focused(i, { x: 0.25, y: 0.1 })) };
const focusedTree: ProductTree = { ...tree, sub: [{ ...category, sub: [focusedProduct, focusedPlain, ...category.sub.slice(2)] }] };
const focusedReference: Project = { ...reference, images: reference.images.map((i) => focused(i, { x: 0.5, y: 0 })) };
const focusedProjects = [focusedReference, ...projects.slice(1)];

const focusedApi: ContentApi = (path) => {
  if (path === '/api/products') return { status: 200, body: { data: focusedTree } };
  if (path === '/api/projects') return { status: 200, body: { data: focusedProjects } };
  if (path === `/api/projects/${reference.id}`) return { status: 200, body: { data: focusedReference } };
  return seoContentApi(path);
};

async function html(url: string, api: ContentApi = focusedApi): Promise<string> {
  const result = await renderPage(url, PLAIN_TEMPLATE, api);
  if (result.kind !== 'page') throw new Error(`expected a page at ${url}`);
  return result.html;
}

/** The raw <img> tag the server sent for a stored picture. */
const imgTag = (page: string, file: string) => page.match(new RegExp(`<img[^>]*/${file}\\?[^>]*>`))?.[0] ?? '';
const ogImage = (page: string) => page.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
const ogSize = (page: string) => [page.match(/og:image:width" content="(\d+)"/)?.[1], page.match(/og:image:height" content="(\d+)"/)?.[1]];

describe('a focal point in the server-rendered HTML', () => {
  it('crops a card around it: the category page’s product card carries object-position in the raw HTML', async () => {
    const page = await html(PAGE_TYPES.category);
    expect(imgTag(page, 'vindu.jpg')).toContain('object-position:25% 10%');
  });

  it('crops the references grid and the home page’s reference cards around it', async () => {
    expect(imgTag(await html(PAGE_TYPES.references), 'hytte.jpg')).toContain('object-position:50% 0%');
    expect(imgTag(await html(PAGE_TYPES.home), 'hytte.jpg')).toContain('object-position:50% 0%');
  });

  it('leaves a picture without one as it was: its style holds only the box’s aspect ratio, centred', async () => {
    const page = await html(PAGE_TYPES.category, seoContentApi);
    const tag = imgTag(page, 'vindu.jpg');
    expect(tag).not.toBe('');
    expect(tag).not.toContain('object-position');
    expect(tag.match(/style="([^"]*)"/)?.[1]).toBe('aspect-ratio:4 / 3');
  });

  it('cuts the share image to 1200×630 around it on the server, at the focus rounded to the 5 % grid', async () => {
    const page = await html(PAGE_TYPES.product);
    expect(ogImage(page)).toBe('https://www.rms-solskjerming.no/optimize/products/x/valgt.jpg?w=1200&amp;h=630&amp;f=jpg&amp;fx=85&amp;fy=70&amp;q=80');
    expect(ogSize(page)).toEqual(['1200', '630']);
  });

  it('keeps the whole picture as the share image of a page whose picture has none', async () => {
    const page = await html(PAGE_TYPES.product, seoContentApi);
    expect(ogImage(page)).toContain('valgt.jpg?w=1500');
    expect(ogSize(page)).toEqual(['1200', '800']);
  });
});
