import { STAFF_ROLES, type Role } from '@rms/schema/role';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { ADMIN_ROUTES, type AdminPath } from './admin-routes';

/** One job of the admin area: its address, its entry in the admin menu, its screen and who may open it. */
export interface AdminScreen {
  path: AdminPath;
  /** The menu entry (Norwegian, short). */
  label: string;
  /** One line on the dashboard's link to the screen: what the job is. */
  description: string;
  /** The screen, in its own chunk: visitors never download it. */
  load: () => Promise<{ default: ComponentType }>;
  /** The roles that see the entry and may open the screen. */
  roles: readonly Role[];
}

const admins: readonly Role[] = ['admin'];
/** Administrators and editors (decision 127): the content, the enquiry inbox, site visits and sales, the pictures, visits, campaigns and the site at a date, redirects and the bin. */
const staff: readonly Role[] = STAFF_ROLES;

/**
 * What the admin area's menu and dashboard say about each screen of ./admin-routes.ts, and who may
 * open it. Only the admin area imports this file, so visitors download none of it.
 */
const MENU: Record<AdminPath, Omit<AdminScreen, 'path' | 'load'>> = {
  [paths.admin]: { label: 'Oversikt', description: 'Det som trenger oppmerksomhet nå', roles: staff },
  [paths.adminEnquiries]: { label: 'Henvendelser', description: 'Les, besvar og følg opp det kundene har sendt', roles: staff },
  [paths.adminSiteVisits]: { label: 'Befaring', description: 'Bestilte befaringer, kalenderabonnement, og når og hvor kundene kan bestille', roles: staff },
  [paths.adminSales]: { label: 'Salg', description: 'Tilbud, salg og tap per måned, kilde, kampanje og produkt', roles: staff },
  [paths.adminContent]: { label: 'Innhold', description: 'Produkt- og prosjektstatistikk, og Project Management: slett prosjekter etter tittel', roles: admins },
  [paths.adminImages]: { label: 'Bilder', description: 'Alle bildene på nettstedet, hvor de brukes og alt-teksten deres', roles: staff },
  [paths.adminVisits]: { label: 'Besøk', description: 'Besøkende, sidevisninger, kilder og enheter', roles: staff },
  [paths.adminCampaigns]: { label: 'Kampanjer', description: 'Tilbud på forsiden og produktsidene, med start og slutt', roles: staff },
  [paths.adminDateView]: { label: 'Fram i tid', description: 'Se nettstedet slik det blir på en dato, med planlagte sider og kampanjer', roles: staff },
  [paths.adminRedirects]: { label: 'Omdirigeringer', description: 'Gamle adresser som sender videre til nye', roles: staff },
  [paths.adminBin]: { label: 'Slettet', description: 'Slettede produkter, prosjekter og kampanjer, som kan hentes tilbake', roles: staff },
  [paths.adminBackups]: { label: 'Sikkerhetskopier', description: 'Backup Management: ta og gjenopprett sikkerhetskopier', roles: admins },
  [paths.adminSystemStatus]: { label: 'Systemstatus', description: 'System Status: helsen til hver tjeneste nettsiden bruker', roles: admins },
  [paths.settings]: { label: 'Innstillinger', description: 'Kontakt, åpningstider, ansatte og partnere', roles: admins },
  [paths.adminUsers]: { label: 'Brukere', description: 'Hvem som har tilgang: inviter, endre rolle og siste dag, fjern tilgang, se loggen', roles: admins },
};

/** The admin area, one entry per screen in menu order: the shell's menu and the dashboard list them. */
export const ADMIN_SCREENS: readonly AdminScreen[] = ADMIN_ROUTES.map((route) => ({ ...route, ...MENU[route.path] }));

/** The screen at `pathname` (a trailing slash aside), if the table has one there. */
export function adminScreenAt(pathname: string): AdminScreen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SCREENS.find((screen) => screen.path === path);
}

/** The screens a user with `role` may open, in menu order. */
export function adminScreensFor(role: Role | undefined): AdminScreen[] {
  return role ? ADMIN_SCREENS.filter((screen) => screen.roles.includes(role)) : [];
}
