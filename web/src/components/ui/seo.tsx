import type { SeoFields } from '@rms/schema/seo-limits';
import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, DEFAULT_SHARE_IMAGE, SITE_NAME, absoluteUrl, pageTitle, socialImageSize, socialImageUrl, type ShareImage } from '@/lib/seo';
import { company } from '@/content/company';

interface SeoProps {
  /** Page title; the site name is appended. Omit for the home page's full default title. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Canonical path; defaults to the current one. */
  path?: string;
  /** The picture for social previews (a stored src with its alt text and size); the first hero picture when absent. */
  image?: ShareImage | undefined;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** What staff set in 'Søk og deling': each field set replaces the one made from the page. */
  seo?: SeoFields | undefined;
}

/**
 * The head of a page. React 19 hoists these tags into <head>; render exactly one <Seo> per page.
 * index.html's defaults are removed at start-up so they never duplicate these.
 */
export function Seo({ title, description = DEFAULT_DESCRIPTION, keywords = company.keywords, path, image, type = 'website', noindex = false, seo }: SeoProps) {
  const location = useLocation();
  // Staff's meta title is the whole title: they chose its words and its 60 characters.
  const fullTitle = seo?.title || pageTitle(title);
  const summary = seo?.description || description;
  const hidden = noindex || seo?.noindex === true;
  const url = absoluteUrl(path ?? location.pathname);
  const picture = image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = socialImageUrl(picture.src, picture.focus);
  // A picture without alt text is described by what the page is about.
  const imageAlt = picture.alt_text || title || fullTitle;
  const size = socialImageSize(picture);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={keywords.join(', ')} />
      {hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="nb_NO" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageAlt} />
      {size && <meta property="og:image:width" content={String(size.width)} />}
      {size && <meta property="og:image:height" content={String(size.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}

/**
 * Structured data; `<` is escaped so the JSON can never close the script element. In the browser
 * `data` is null (lib/seo.ts builds JSON-LD on the server only): the element the server sent is
 * hydrated as it is (React neither compares nor rewrites its content), and a page rendered in the
 * browser gets an empty one, which only a crawler would read, and crawlers load pages from the server.
 */
export function JsonLd({ data }: { data: object | null }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? JSON.stringify(data).replace(/</g, '\\u003c') : '' }}
    />
  );
}
