import type { FixedPage } from '@rms/schema/seo-limits';
import { company, yearsOfExperience } from './company';

/** Contact facts a page's own description may quote (from the site settings). */
interface Facts {
  phone: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface FixedPageHead {
  /** What 'Innstillinger' calls the page. */
  label: string;
  path: string;
  /** The page's own title (the site name is appended); none for the home page's full default title. */
  title?: string;
  /** The page's own meta description, what it falls back to when staff set none. */
  description: (facts?: Facts) => string;
}

/**
 * The fixed pages' own heads: their route files show them, and the settings screen's 'Søk og deling'
 * previews them as what an empty field falls back to.
 */
export const FIXED_PAGE_HEADS: Record<FixedPage, FixedPageHead> = {
  home: { label: 'Forsiden', path: '/', description: () => company.description },
  products: {
    label: 'Produkter',
    path: '/produkter',
    title: 'Produkter',
    description: () => 'Markiser, screens, persienner og annen solskjerming fra RMS Solskjerming på Øvre Romerike.',
  },
  references: {
    label: 'Referanser',
    path: '/referanser',
    title: 'Referanser',
    description: () => 'Et utvalg av markiser og solskjerming vi har levert til boliger og næringsbygg på Øvre Romerike.',
  },
  about: {
    label: 'Om oss',
    path: '/om',
    title: 'Om oss',
    description: () => `${company.name} har levert markiser og solskjerming på Øvre Romerike siden ${company.foundedYear} – over ${yearsOfExperience()} års erfaring.`,
  },
  contact: {
    label: 'Kontakt',
    path: '/kontakt',
    title: 'Kontakt oss',
    description: (facts) =>
      facts
        ? `Ring ${facts.phone} eller send oss en melding. Vi holder til i ${facts.street}, ${facts.postalCode} ${facts.city}.`
        : 'Ring oss eller send oss en melding, så hjelper vi deg med råd, befaring og tilbud på solskjerming.',
  },
  booking: {
    label: 'Befaring',
    path: '/befaring',
    title: 'Bestill gratis befaring',
    description: () => 'Velg en ledig tid, så kommer vi hjem til deg, måler opp, viser stoffer og gir deg et tilbud på solskjerming. Befaringen er gratis.',
  },
  privacy: {
    label: 'Personvern',
    path: '/personvern',
    title: 'Personvernerklæring',
    description: () =>
      'Hvilke personopplysninger RMS Solskjerming samler inn på nettstedet, hvorfor, hvor lenge de lagres, hvem som behandler dem og hvilke rettigheter du har.',
  },
};
