/**
 * The company's static content (spec §1 and §3): facts, contact details, opening hours, team,
 * partners, membership, history, hero slides and site photos. Pages read it from here only.
 * Photos are stored images (`src` with comma folders, spec §3); logos are files in /public/logos.
 */

export const FOUNDED_YEAR = 1987;

/** Years of experience as the texts state it: the current year minus 1987 (spec §1). */
export function yearsOfExperience(now: Date = new Date()): number {
  return now.getFullYear() - FOUNDED_YEAR;
}

export interface SitePhoto {
  src: string;
  alt_text: string;
  width: number;
  height: number;
}

export interface TeamMember {
  name: string;
  title: string;
  email: string;
  phone: string;
  photo: SitePhoto;
}

export interface ContactInfo {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  /** E.164 form for tel: links and structured data. */
  phoneE164: string;
  email: string;
  officeHours: string;
}

export interface OpeningHours {
  label: string;
  /** Schema.org form, e.g. 'Mo-Fr 09:00-16:00'. */
  schemaOrg: string[];
  rows: { days: string; hours: string }[];
}

export interface Partner {
  name: string;
  url: string;
  logo: string;
  height: number;
  margin: string;
  description: string;
}

export interface Membership {
  name: string;
  url: string;
  logo: string;
  height: number;
  text: string;
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
  geo: { latitude: 60.1419, longitude: 11.1747 },
} as const;

export const contactInfo: ContactInfo = {
  company: company.legalName,
  street: 'Industrivegen 14',
  postalCode: '2069',
  city: 'Jessheim',
  phone: '63 97 41 20',
  phoneE164: '+4763974120',
  email: 'post@rms-solskjerming.no',
  officeHours: 'Man–fre 09:00–16:00',
};

/** Office hours, spec §9: Mon–Fri 09:00–16:00. */
export const officeHours: OpeningHours = {
  label: 'Kontortid',
  schemaOrg: ['Mo-Fr 09:00-16:00'],
  rows: [{ days: 'Mandag–fredag', hours: '09:00–16:00' }],
};

/** Phone service, spec §9: Mon–Fri 08:00–20:00, Sat 10:00–14:00. */
export const phoneService: OpeningHours = {
  label: 'Telefontjeneste',
  schemaOrg: ['Mo-Fr 08:00-20:00', 'Sa 10:00-14:00'],
  rows: [
    { days: 'Mandag–fredag', hours: '08:00–20:00' },
    { days: 'Lørdag', hours: '10:00–14:00' },
  ],
};

export const team: TeamMember[] = [
  {
    name: 'Knut Nordby',
    title: 'Daglig leder',
    email: 'knut@rms-solskjerming.no',
    phone: '913 45 210',
    photo: { src: 'site,team-1.jpg', alt_text: 'Portrett av Knut Nordby', width: 800, height: 1000 },
  },
  {
    name: 'Kari Haugen',
    title: 'Salg og rådgivning',
    email: 'kari@rms-solskjerming.no',
    phone: '922 18 744',
    photo: { src: 'site,team-2.jpg', alt_text: 'Portrett av Kari Haugen', width: 800, height: 1000 },
  },
  {
    name: 'Lars Bakken',
    title: 'Montør og servicetekniker',
    email: 'lars@rms-solskjerming.no',
    phone: '948 60 395',
    photo: { src: 'site,team-3.jpg', alt_text: 'Portrett av Lars Bakken', width: 800, height: 1000 },
  },
];

/** Partner logos: height 60, shown in rows of two (spec §2 About, §9). */
export const partners: Partner[] = [
  {
    name: 'Solvia Motors',
    url: 'https://www.example.com/solvia',
    logo: '/logos/solvia-motors.svg',
    height: 60,
    margin: '0 auto',
    description: 'Motorer og automatikk for markiser og screens',
  },
  {
    name: 'Nordtekstil',
    url: 'https://www.example.com/nordtekstil',
    logo: '/logos/nordtekstil.svg',
    height: 60,
    margin: '0 auto',
    description: 'Markisestoff og screenduk',
  },
  {
    name: 'Skjerma Forhandler',
    url: 'https://www.example.com/skjerma',
    logo: '/logos/skjerma.svg',
    height: 60,
    margin: '0 auto',
    description: 'Offisiell forhandler av Skjerma solskjerming',
  },
  {
    name: 'ScreenLine',
    url: 'https://www.example.com/screenline',
    logo: '/logos/screenline.svg',
    height: 60,
    margin: '0 auto',
    description: 'Utvendige screens for bolig og næring',
  },
];

/** Membership logo: height 80 (spec §9). */
export const membership: Membership = {
  name: 'Norsk Solskjermingsforening',
  url: 'https://www.example.com/solskjermingsforeningen',
  logo: '/logos/norsk-solskjermingsforening.svg',
  height: 80,
  text: 'RMS Solskjerming er medlem av Norsk Solskjermingsforening, bransjeforeningen for solskjerming i Norge. Medlemskapet betyr at vi følger bransjens krav til kvalitet, montering og service.',
};

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

/** Where the maps centre: the company's location (spec §9). */
export const mapCentre = { lat: company.geo.latitude, lng: company.geo.longitude } as const;
export const MAP_ZOOM = { contact: 13, footer: 10 } as const;
export const FOOTER_MAP_HEIGHT = 143;
