import { FOUNDED_YEAR, yearsOfExperience } from '@rms/schema/site-facts';

/**
 * The company's static facts every page uses (name, description, the default share photo, map
 * zooms). The home page's slides and selling points are in ./home-page.ts, the about page's history
 * and photos in ./about-page.ts, so other pages do not download them.
 * The facts staff keep up to date themselves (contact details, hours, team, partners, membership,
 * map position) are the site settings (GET /api/settings/site, features/settings), not code.
 * Photos are stored images (`src` with comma folders); logos are files in /public/logos.
 */

/** Years of experience: the current year minus 1987; stored texts use a token for it. */
export { FOUNDED_YEAR, yearsOfExperience };

export interface SitePhoto {
  src: string;
  alt_text: string;
  width: number;
  height: number;
}

export const company = {
  name: 'RMS Solskjerming',
  legalName: 'RMS Solskjerming AS',
  tagline: 'Markiser og solskjerming på Øvre Romerike siden 1987',
  description:
    'RMS Solskjerming selger, monterer og gir service på markiser, screens, persienner og annen solskjerming for private og bedrifter på Øvre Romerike.',
  keywords: ['markiser', 'solskjerming', 'screens', 'persienner', 'terrassemarkise', 'Øvre Romerike', 'Jessheim', 'service næringsbygg'],
  foundedYear: FOUNDED_YEAR,
  employees: 6,
  areaServed: ['Øvre Romerike', 'Ullensaker', 'Eidsvoll', 'Nannestad', 'Nes', 'Hurdal', 'Gjerdrum'],
  serviceTypes: ['Markiser', 'Screens', 'Persienner', 'Plisségardiner', 'Motorstyring og automatikk', 'Service på næringsbygg'],
} as const;

/** The first hero slide's photo: also the share image of pages that have none of their own. */
export const HERO_PHOTO: SitePhoto = { src: 'site,hero-1.jpg', alt_text: 'Terrassemarkise med grå og hvite striper over en terrasse i kveldssol', width: 1920, height: 1080 };

/** Map zooms and the footer map's height; the centre is the settings' map position. */
export const MAP_ZOOM = { contact: 13, footer: 10 } as const;
export const FOOTER_MAP_HEIGHT = 143;
