/**
 * Every route path of the site in one place. Route definitions use `paths`;
 * links use the `href` builders so a path never gets spelled twice.
 */
export const paths = {
  home: '/',
  products: '/produkter',
  productNew: '/produkter/ny',
  productEdit: '/produkter/endre/:productId',
  /** Product routes nest: /produkter/:categoryId/:productId/:subId/:subSubId. */
  productCategory: '/produkter/:categoryId',
  productProduct: '/produkter/:categoryId/:productId',
  productSub: '/produkter/:categoryId/:productId/:subId',
  productSubSub: '/produkter/:categoryId/:productId/:subId/:subSubId',
  /** The older address of the projects (/prosjekter); it redirects to the reference list. */
  projects: '/prosjekter',
  references: '/referanser',
  reference: '/referanser/:id',
  referenceNew: '/referanser/ny',
  referenceEdit: '/referanser/endre/:id',
  about: '/om',
  contact: '/kontakt',
  /** The free site visit: the visitor books a time (decision 150). */
  booking: '/befaring',
  /** A booking's manage link (BOOKING_MANAGE_PATH_PREFIX in @rms/schema/booking-texts): never indexed nor cached. */
  bookingManage: '/befaring/:token',
  /** The privacy statement (PRIVACY_PATH in @rms/schema/contact-texts, spelled here so the entry stays without that module). */
  privacy: '/personvern',
  /** The admin area: the dashboard, and one address per job below it (app/admin-routes.ts lists them). */
  admin: '/admin',
  adminEnquiries: '/admin/henvendelser',
  /** Site visits: the booked visits, the calendar feed, and when and where visitors can book (decision 151). */
  adminSiteVisits: '/admin/befaring',
  /** The sales report of the enquiries (decision 132). */
  adminSales: '/admin/salg',
  adminContent: '/admin/innhold',
  /** The picture library: every picture, where it is used, its alt text. */
  adminImages: '/admin/bilder',
  adminVisits: '/admin/besok',
  /** Campaigns: offers shown between a start and an end. */
  adminCampaigns: '/admin/kampanjer',
  /** The public site as it will be at a chosen time ('Fram i tid'). */
  adminDateView: '/admin/fram-i-tid',
  adminRedirects: '/admin/omdirigeringer',
  adminBin: '/admin/slettet',
  adminBackups: '/admin/sikkerhetskopier',
  adminSystemStatus: '/admin/systemstatus',
  /** The company's facts (site settings), admin only. */
  settings: '/admin/innstillinger',
  /** Who has staff access, invitations and each person's log, admin only. */
  adminUsers: '/admin/brukere',
  profile: '/profile',
  login: '/login',
  notFound: '*',
} as const;

const segment = (id: string) => encodeURIComponent(id);

export const href = {
  /** One enquiry in the inbox (Henvendelser): the inbox scrolls to it. */
  adminEnquiry: (id: string) => `/admin/henvendelser#henvendelse-${segment(id)}`,
  /** A tree node's link is '/' plus its metadata path. */
  productPath: (metadataPath: string) => `/${metadataPath.replace(/^\/+/, '')}`,
  /** The landing grid links by id alone; the page resolves it against the tree. */
  productById: (id: string) => `${paths.products}/${segment(id)}`,
  productEdit: (productId: string) => `/produkter/endre/${segment(productId)}`,
  reference: (id: string) => `${paths.references}/${segment(id)}`,
  /** /befaring, with a product chosen when the link comes from its page. */
  booking: (productId?: string) => (productId ? `${paths.booking}?produkt=${segment(productId)}` : paths.booking),
  referenceEdit: (id: string) => `/referanser/endre/${segment(id)}`,
} as const;

/** The top bar's links, in this order: Hjem, Referanser, Produkter, Om, Befaring, Kontakt. */
export const mainNavigation = [
  { label: 'Hjem', to: paths.home },
  { label: 'Referanser', to: paths.references },
  { label: 'Produkter', to: paths.products },
  { label: 'Om', to: paths.about },
  { label: 'Befaring', to: paths.booking },
  { label: 'Kontakt', to: paths.contact },
] as const;
