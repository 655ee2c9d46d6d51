import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, SITE_NAME, absoluteUrl, pageTitle, socialImageUrl } from '@/lib/seo';
import { company } from '@/content/company';

interface SeoProps {
  /** Page title; the site name is appended. Omit for the home page's full default title. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Canonical path; defaults to the current one. */
  path?: string;
  /** A stored image src for social previews. */
  image?: string | undefined;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/**
 * The head of a page. React 19 hoists these tags into <head>; render exactly one <Seo> per page.
 * index.html's defaults are removed at start-up so they never duplicate these.
 */
export function Seo({ title, description = DEFAULT_DESCRIPTION, keywords = company.keywords, path, image, type = 'website', noindex = false }: SeoProps) {
  const location = useLocation();
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path ?? location.pathname);
  const imageUrl = socialImageUrl(image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="nb_NO" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

/** Structured data; `<` is escaped so the JSON can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
