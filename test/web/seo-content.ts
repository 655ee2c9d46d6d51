import type { Image, ProductNode, ProductTree, Project, SiteSettingsDoc } from '@rms/schema';
import type { ContentApi } from '@/entry-server';
import { siteSettingsDoc } from '../site-settings-fixture';

/**
 * A small site for the head and structured-data tests: a category with a product whose
 * 'Søk og deling' is filled in, one left empty, one hidden from search engines; two references; and
 * site settings with a share image for the home page and a hidden /om.
 */

const image = (id: string, alt: string, size?: { width: number; height: number }): Image => ({
  id,
  src: `products,x,${id}.jpg`,
  title: '',
  alt_text: alt,
  isMain: false,
  ...(size ?? {}),
});

const node = (id: string, title: string, level: number, path: string, extra: Partial<ProductNode> = {}): ProductNode => ({
  id,
  title,
  description: `<p>${title} fra RMS, levert og montert på Øvre Romerike.</p>`,
  images: [],
  category: null,
  index: 0,
  categoryImage: null,
  draft: false,
  modified_at: '2026-01-10T10:00:00.000Z',
  metadata: { path, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 },
  sub: [],
  ...extra,
});

export const chosen = image('valgt', 'Markise over en terrasse i kveldssol', { width: 1200, height: 800 });

export const product = node('terrassemarkise', 'Terrassemarkise', 1, 'produkter/markiser/terrassemarkise', {
  category: 'markiser',
  images: [image('forst', '', { width: 3000, height: 2000 }), chosen],
  seo: { title: 'Terrassemarkiser med montering', description: 'Terrassemarkiser målt, levert og montert av RMS.', imageId: 'valgt' },
});
export const plainProduct = node('vindusmarkise', 'Vindusmarkise', 1, 'produkter/markiser/vindusmarkise', {
  category: 'markiser',
  index: 1,
  images: [image('vindu', 'Vindusmarkise på et gult hus', { width: 2000, height: 1500 })],
});
export const hiddenProduct = node('gammel-markise', 'Gammel markise', 1, 'produkter/markiser/gammel-markise', {
  category: 'markiser',
  index: 2,
  images: [image('gammel', 'Gammel markise', { width: 800, height: 600 })],
  seo: { noindex: true },
});
export const category = node('markiser', 'Markiser', 0, 'produkter/markiser', {
  categoryImage: image('kategori', 'Markiser i mange farger', { width: 2000, height: 1000 }),
  sub: [product, plainProduct, hiddenProduct],
});
export const tree: ProductTree = { id: 'root', sub: [category] };

const projectImage = (id: string, alt: string): Image => ({ ...image(id, alt, { width: 800, height: 600 }), src: `projects,x,${id}.jpg` });
export const reference: Project = {
  id: 'hytte-pa-nes',
  title: 'Hytte på Nes',
  description: '<p>Terrassemarkise og screens på en hytte.</p>',
  // No alt text: the share card is described by the reference's title.
  images: [projectImage('hytte', '')],
  draft: false,
  created_at: '2026-01-02T10:00:00.000Z',
  modified_at: '2026-01-03T10:00:00.000Z',
};
export const hiddenReference: Project = {
  ...reference,
  id: 'kontorbygg',
  title: 'Kontorbygg',
  images: [projectImage('kontor', 'Screens på et kontorbygg')],
  seo: { noindex: true },
};
export const projects = [reference, hiddenReference];

export const settings: SiteSettingsDoc = siteSettingsDoc({
  partners: [{ name: 'Markisefabrikken', url: 'https://markise.example.no', description: '', logo: { src: '/logos/x.svg', alt_text: 'Markisefabrikken' }, height: 60 }],
  messageRetentionMonths: 18,
  shareImages: [{ id: 'butikken', src: 'site,share,butikken.jpg', alt_text: 'Butikken vår i Jessheim', width: 2400, height: 1260 }],
  pageSeo: {
    home: { title: 'Markiser og screens på Romerike', description: 'Solskjerming målt og montert av RMS siden 1987.', imageId: 'butikken' },
    about: { noindex: true },
  },
});

/** The content API the renderer asks, answered from the fixtures above. */
export const seoContentApi: ContentApi = (path) => {
  const data = (body: unknown) => ({ status: 200, body: { data: body } });
  if (path === '/api/products') return data(tree);
  if (path === '/api/projects') return data(projects);
  const project = /^\/api\/projects\/([^/]+)$/.exec(path);
  if (project) {
    const found = projects.find((p) => p.id === project[1]);
    return found ? data(found) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  }
  if (path === '/api/settings/site') return data(settings);
  if (path === '/api/maps/key') return data({ key: '' });
  if (path === '/api/campaigns') return data([]);
  return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
};

/** Every page type a visitor can land on, by its address. */
export const PAGE_TYPES = {
  home: '/',
  products: '/produkter',
  category: '/produkter/markiser',
  product: '/produkter/markiser/terrassemarkise',
  references: '/referanser',
  reference: '/referanser/hytte-pa-nes',
  about: '/om',
  contact: '/kontakt',
} as const;
