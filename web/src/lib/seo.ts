import type { Focus, SiteSettings } from '@rms/schema';
import { SHARE_CROP } from '@rms/schema/image-widths';
import { SCHEMA_ORG_DAY_NAME, phoneE164, schemaOrgHours, withYearsOfExperience } from '@rms/schema/site-facts';
import { env } from '@/config/env';
import type { SeoFields } from '@rms/schema/seo-limits';
import { company, HERO_PHOTO } from '@/content/company';
import { isStoredImage, optimizedUrl, shareCropUrl } from './image-url';

export const SITE_NAME = company.name;
export const DEFAULT_TITLE = `${company.name} – markiser og solskjerming på Øvre Romerike`;
export const DEFAULT_DESCRIPTION = company.description;
export const DEFAULT_SOCIAL_IMAGE = HERO_PHOTO.src;

/** A picture for link previews: its stored src, its alt text and the original's size when known. */
export interface ShareImage {
  src: string;
  alt_text?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /** Its focal point: the preview is then cut to 1200×630 around it. */
  focus?: Focus | undefined;
}

/** The first hero picture: what a page without a picture of its own shows in a link preview. */
export const DEFAULT_SHARE_IMAGE: ShareImage = HERO_PHOTO;

/** The width of the variant link previews get (socialImageUrl). */
export const SOCIAL_IMAGE_WIDTH = 1500;

/**
 * The real size of the variant socialImageUrl serves: the share crop's fixed 1200×630 for a picture
 * with a focal point; else the optimizer resizes to the width without
 * ever enlarging (image-processor's `withoutEnlargement`) and keeps the aspect ratio. Unknown when the
 * original's size was not recorded (older uploads): then og:image:width/height are left out, not guessed.
 */
export function socialImageSize(image: ShareImage): { width: number; height: number } | undefined {
  if (image.focus && isStoredImage(image.src)) return { width: SHARE_CROP.width, height: SHARE_CROP.height };
  if (!image.width || !image.height) return undefined;
  const width = Math.min(SOCIAL_IMAGE_WIDTH, image.width);
  return { width, height: Math.round((image.height * width) / image.width) };
}

/**
 * The share image staff chose (`seo.imageId`, one of the item's pictures), else `fallback` (today's
 * choice: the first picture). A chosen picture deleted since falls back too.
 */
export function chosenShareImage<T extends { id: string }>(images: readonly T[], seo: SeoFields | undefined, fallback: T | undefined): T | undefined {
  return (seo?.imageId && images.find((image) => image.id === seo.imageId)) || fallback;
}

/** Absolute address on the production site, for canonical and social links. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${env.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/**
 * Social previews want a plain JPEG of a good width; a picture with a focal point gets the 1200×630
 * preview size, cut on the server around it (without one, the whole picture as before).
 */
export function socialImageUrl(src: string = DEFAULT_SOCIAL_IMAGE, focus?: Focus): string {
  return absoluteUrl(focus && isStoredImage(src) ? shareCropUrl(src, focus) : optimizedUrl(src, { w: SOCIAL_IMAGE_WIDTH, f: 'jpg' }));
}

/** Plain text of an HTML description, shortened for a meta description. */
export function summarize(stored: string, max = 160): string {
  const html = withYearsOfExperience(stored);
  // Paragraphs say what a page is about better than its headings do.
  const paragraphs = html.match(/<p[\s>][\s\S]*?<\/p>/gi);
  const text = (paragraphs ? paragraphs.join(' ') : html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * Whether this build makes JSON-LD: the server renderer's (and the tests'). Crawlers read it in the
 * HTML the server sent; the browser keeps that element as it is (<JsonLd>), so the builders below
 * return null there and the browser's build leaves their code out (both are build-time constants).
 */
const BUILDS_JSON_LD = import.meta.env.SSR || import.meta.env.MODE === 'test';

/**
 * Structured data for the business, on the home and contact pages. The facts come from
 * the site settings; an empty partner or membership url is left out, never invented.
 */
export function businessJsonLd(settings: SiteSettings) {
  if (!BUILDS_JSON_LD) return null;
  const linked = (url: string) => (url ? { url } : {});
  const brands = settings.partners.map((p) => ({ '@type': 'Brand', name: p.name, ...linked(p.url) }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${env.siteUrl}/#organization`,
    name: company.name,
    legalName: settings.companyName,
    description: company.description,
    url: env.siteUrl,
    logo: absoluteUrl('/favicon.svg'),
    image: socialImageUrl(),
    telephone: phoneE164(settings.phone),
    email: settings.email,
    foundingDate: String(company.foundedYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: company.employees },
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.street,
      postalCode: settings.postalCode,
      addressLocality: settings.city,
      addressRegion: 'Akershus',
      addressCountry: 'NO',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.map.lat, longitude: settings.map.lng },
    areaServed: company.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    openingHours: settings.officeHours.map(schemaOrgHours),
    openingHoursSpecification: settings.officeHours.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((d) => SCHEMA_ORG_DAY_NAME[d]),
      opens: row.opens,
      closes: row.closes,
    })),
    makesOffer: company.serviceTypes.map((serviceType) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', serviceType, areaServed: 'Øvre Romerike' },
    })),
    ...(brands.length ? { brand: brands } : {}),
    memberOf: { '@type': 'Organization', name: settings.membership.name, ...linked(settings.membership.url) },
    // sameAs names the company's own pages elsewhere, never its partners' sites.
    ...(settings.profiles.length ? { sameAs: settings.profiles } : {}),
  };
}

/** One step of a page's trail from the home page, for BreadcrumbList. */
export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList: the trail from the home page to this page (product and reference pages). */
export function breadcrumbJsonLd(trail: Crumb[]) {
  if (!BUILDS_JSON_LD) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/**
 * ItemList: the entries a list page links to (/produkter's categories, /referanser's references), in
 * the order shown, each with its own address: Google's summary-page form of a list.
 */
export function itemListJsonLd(name: string, entries: Crumb[]) {
  if (!BUILDS_JSON_LD) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, i) => ({ '@type': 'ListItem', position: i + 1, name: entry.name, url: absoluteUrl(entry.path) })),
  };
}

interface Described {
  title: string;
  description: string;
  images: readonly { src: string }[];
}

/**
 * The item a page is about, with its pictures as absolute URLs: a Service (what a product page offers:
 * supplying and fitting it, priced on request) or a CreativeWork (a reference). Not a Product: Google's
 * product rules require a price, a review or a rating, and the site has none (decision 104).
 */
export function itemJsonLd(type: 'Service' | 'CreativeWork', item: Described, path: string) {
  if (!BUILDS_JSON_LD) return null;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: item.title,
    description: summarize(item.description, 500) || undefined,
    url: absoluteUrl(path),
    image: item.images.map((image) => socialImageUrl(image.src)),
    ...(type === 'Service'
      ? { serviceType: item.title, provider: { '@id': `${env.siteUrl}/#organization` }, areaServed: 'Øvre Romerike' }
      : { creator: { '@id': `${env.siteUrl}/#organization` } }),
  };
}
