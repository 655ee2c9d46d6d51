import { whenSeen } from '@/lib/when-seen';

/**
 * The contact and quote form where it is below the page's first screen (a product, /produkter): its
 * code loads as it comes near the screen or is touched, not with the page (lib/when-seen.tsx).
 */
export const ContactFormWhenSeen = whenSeen(() => import('./contact-form').then((m) => m.ContactForm));
