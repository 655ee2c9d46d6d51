/**
 * The site visit booking's texts and constants without zod, so the visitor's /befaring page can use
 * them on its first load (decision 018); `booking.ts` builds the schemas on them and re-exports them.
 */

/** A Norwegian postcode: four digits. */
export const POSTCODE_PATTERN = /^\d{4}$/;
export const POSTCODE_MESSAGE = 'Postnummeret må ha fire sifre';

export const BOOKING_RATE_LIMITED_MESSAGE = 'Du har bestilt mange befaringer på kort tid. Vent litt, eller ring oss.';
export const BOOKING_TAKEN_MESSAGE = 'Beklager, denne tiden er ikke ledig lenger. Velg en annen tid.';
export const BOOKING_TOO_SOON_MESSAGE = 'Skjemaet ble sendt før det var ferdig utfylt. Vent noen sekunder og prøv igjen.';

/** A visitor may cancel or move a visit until this many hours before it; after that they call. */
export const BOOKING_CHANGE_CUTOFF_HOURS = 24;
export const BOOKING_CANCELLED_MESSAGE = 'Befaringen er avlyst og kan ikke endres. Bestill en ny tid om du ønsker det.';
export const BOOKING_TOO_LATE_MESSAGE = `Befaringen kan ikke endres eller avlyses mindre enn ${BOOKING_CHANGE_CUTOFF_HOURS} timer før. Ring oss.`;

