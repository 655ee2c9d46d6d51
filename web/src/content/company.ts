import { FOUNDED_YEAR, yearsOfExperience } from '@rms/schema/site-facts';

/**
 * The company's static content: who it is, history, hero slides and site photos.
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

export interface HeroSlide {
  image: SitePhoto;
  heading: string;
  text: string;
  cta: { label: string; to: string };
}

export interface Feature {
  title: string;
  text: string;
  icon: 'clock' | 'shield' | 'spark';
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

export const heroSlides: HeroSlide[] = [
  {
    image: { src: 'site,hero-1.jpg', alt_text: 'Terrassemarkise med grå og hvite striper over en terrasse i kveldssol', width: 1920, height: 1080 },
    heading: 'Solskjerming som varer',
    text: 'Markiser, screens og persienner for hjem og bedrift på Øvre Romerike.',
    cta: { label: 'Se produktene våre', to: '/produkter' },
  },
  {
    image: { src: 'site,hero-2.jpg', alt_text: 'Pergola med lamelltak over en terrasse en solrik dag', width: 1920, height: 1080 },
    heading: 'Mer tid ute',
    text: 'Pergolaer og markiser som gir ly for både sol og regn – hele sesongen.',
    cta: { label: 'Se referansene våre', to: '/referanser' },
  },
  {
    image: { src: 'site,hero-3.jpg', alt_text: 'Fasade med utvendige screens i antrasitt i morgenlys', width: 1920, height: 1080 },
    heading: 'Service på næringsbygg',
    text: 'Vi leverer, vedlikeholder og reparerer solskjerming på kontorer, skoler og butikker.',
    cta: { label: 'Kontakt oss', to: '/kontakt' },
  },
];

export function features(now: Date = new Date()): Feature[] {
  return [
    {
      title: 'Lang erfaring',
      text: `Siden ${FOUNDED_YEAR} har vi levert solskjerming på Øvre Romerike – over ${yearsOfExperience(now)} års erfaring med markiser, screens og persienner.`,
      icon: 'clock',
    },
    {
      title: 'Trygghet for kunden',
      text: 'Vi er offisiell forhandler og medlem av bransjeforeningen. Du får garanti, ordentlig montering og service etter kjøpet.',
      icon: 'shield',
    },
    {
      title: 'Smarte løsninger',
      text: 'Motorstyring, sol- og vindsensorer og styring fra mobilen gjør solskjermingen enkel å bruke hver dag.',
      icon: 'spark',
    },
  ];
}

export const aboutPhotos = {
  main: { src: 'site,about-main.jpg', alt_text: 'Butikklokale med blå og hvit stripet markise over inngangen', width: 800, height: 1000 },
  gallery: [
    { src: 'site,about-1.jpg', alt_text: 'Montør fra RMS Solskjerming på serviceoppdrag', width: 800, height: 1000 },
    { src: 'site,about-2.jpg', alt_text: 'Vindusmarkiser med rød og hvit stripet duk på et gult hus', width: 800, height: 1000 },
  ],
} satisfies { main: SitePhoto; gallery: [SitePhoto, SitePhoto] };

export function history(now: Date = new Date()) {
  return {
    heading: 'Vår historie',
    subtitle: `Solskjerming på Øvre Romerike siden ${FOUNDED_YEAR}`,
    paragraphs: [
      `RMS Solskjerming ble startet i ${FOUNDED_YEAR} som et lite familiefirma på Jessheim. Fra første dag har vi solgt, montert og reparert markiser for naboer, hytteeiere og bedrifter i distriktet – og i dag har vi over ${yearsOfExperience(now)} års erfaring.`,
      `Vi er ${company.employees} ansatte som kjenner fagfeltet godt. Som offisiell forhandler av et ledende merke for solskjerming kan vi tilby produkter av høy kvalitet, og vi gir råd om alt fra den enkle vindusmarkisen til store anlegg med automatikk.`,
      'Salgsområdet vårt er Øvre Romerike, og vi har serviceavtaler med en rekke næringsbygg i regionen. Vi er medlem av den nasjonale bransjeforeningen for solskjerming, og vi står for trygg montering, ærlige råd og rask service.',
    ],
  };
}

/** Map zooms and the footer map's height; the centre is the settings' map position. */
export const MAP_ZOOM = { contact: 13, footer: 10 } as const;
export const FOOTER_MAP_HEIGHT = 143;
