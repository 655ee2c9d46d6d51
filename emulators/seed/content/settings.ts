import { DEFAULT_QUOTE_TERMS, DEFAULT_RECEIPT_INTRO, DEFAULT_RECEIPT_SUBJECT, type SiteSettings } from '@rms/schema';

/**
 * The company's facts as the seed stores them in settings/site; from then on administrators keep
 * them up to date in 'Innstillinger'. The partners and the association are examples without a
 * public site we know of: their links stay empty, so the pages do not link them and the JSON-LD
 * leaves them out (never an example.com address).
 */
export const SITE_SETTINGS: SiteSettings = {
  companyName: 'RMS Solskjerming AS',
  orgNumber: '987654325',
  street: 'Industrivegen 14',
  postalCode: '2069',
  city: 'Jessheim',
  phone: '63 97 41 20',
  email: 'post@rms-solskjerming.no',
  // The company's hours: office Mon–Fri 09:00–16:00; phone service Mon–Fri 08:00–20:00, Sat 10:00–14:00.
  officeHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '09:00', closes: '16:00' }],
  phoneHours: [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '20:00' },
    { days: ['sa'], opens: '10:00', closes: '14:00' },
  ],
  team: [
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
  ],
  // Partner logos are shown 60 px high, the membership logo 80.
  partners: [
    { name: 'Solvia Motors', url: '', description: 'Motorer og automatikk for markiser og screens', logo: { src: '/logos/solvia-motors.svg', alt_text: 'Solvia Motors' }, height: 60 },
    { name: 'Nordtekstil', url: '', description: 'Markisestoff og screenduk', logo: { src: '/logos/nordtekstil.svg', alt_text: 'Nordtekstil' }, height: 60 },
    { name: 'Skjerma Forhandler', url: '', description: 'Offisiell forhandler av Skjerma solskjerming', logo: { src: '/logos/skjerma.svg', alt_text: 'Skjerma Forhandler' }, height: 60 },
    { name: 'ScreenLine', url: '', description: 'Utvendige screens for bolig og næring', logo: { src: '/logos/screenline.svg', alt_text: 'ScreenLine' }, height: 60 },
  ],
  membership: {
    name: 'Norsk Solskjermingsforening',
    url: '',
    logo: { src: '/logos/norsk-solskjermingsforening.svg', alt_text: 'Norsk Solskjermingsforening' },
    height: 80,
    text: 'RMS Solskjerming er medlem av Norsk Solskjermingsforening, bransjeforeningen for solskjerming i Norge. Medlemskapet betyr at vi følger bransjens krav til kvalitet, montering og service.',
  },
  profiles: [],
  map: { lat: 60.1419, lng: 11.1747 },
  messageRetentionMonths: 12,
  answerWithinHours: 4,
  privacyText: '',
  receiptSubject: DEFAULT_RECEIPT_SUBJECT,
  receiptIntro: DEFAULT_RECEIPT_INTRO,
  shareImages: [],
  pageSeo: {},
  quoteTerms: DEFAULT_QUOTE_TERMS,
};
