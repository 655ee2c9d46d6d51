import { FOUNDED_YEAR, yearsOfExperience } from '@rms/schema/site-facts';
import { HERO_PHOTO, type SitePhoto } from './company';

/** The home page's static content: the hero slides and the three selling points. */

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

export const heroSlides: HeroSlide[] = [
  {
    image: HERO_PHOTO,
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
