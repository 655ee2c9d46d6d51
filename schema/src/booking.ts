import { z } from 'zod';
import { IdSchema } from './common';
import { toOsloInput } from './schedule';
import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from './booking-texts';
import { EmailSchema, PhoneSchema } from './settings';

export * from './booking-texts';
export * from './booking-link';

/**
 * Site visit bookings (decision 149): when the company comes out to measure, where it drives, and
 * the visits booked. Times of day are Oslo wall-clock times; instants are ISO 8601.
 */

/** A booking's weekdays, as the API spells them (the opening hours of settings/site use two letters). */
export const BOOKING_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const BookingWeekdaySchema = z.enum(BOOKING_WEEKDAYS);
export type BookingWeekday = z.infer<typeof BookingWeekdaySchema>;

/** 'HH:mm', 24-hour. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Skriv klokkeslett som TT:MM, f.eks. 09:00');

/** 'YYYY-MM-DD', a real calendar date. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Skriv datoen som ÅÅÅÅ-MM-DD')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Ugyldig dato');

export const OpeningSchema = z
  .object({ from: TimeOfDaySchema, to: TimeOfDaySchema })
  .refine((o) => o.from < o.to, { message: 'Slutten må være etter starten', path: ['to'] });
export type Opening = z.infer<typeof OpeningSchema>;

const openings = z.array(OpeningSchema).max(6).default([]);
export const WeeklyHoursSchema = z.object({ mon: openings, tue: openings, wed: openings, thu: openings, fri: openings, sat: openings, sun: openings });
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** A Norwegian postcode: four digits. */
export const PostcodeSchema = z.string().trim().regex(POSTCODE_PATTERN, POSTCODE_MESSAGE);

/** '2040' or a range '2000-2199' (both ends included). */
export const PostcodeRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}(-\d{4})?$/, 'Skriv et postnummer (2040) eller et område (2000-2199)')
  .refine((value) => {
    const [lo, hi = lo] = value.split('-');
    return lo! <= hi!;
  }, 'Området må gå fra lavest til høyest');

export const BookingAreaSchema = z.object({
  name: z.string().trim().min(1, 'Området må ha et navn').max(80, 'Navnet kan ha høyst 80 tegn'),
  postcodes: z.array(PostcodeRangeSchema).min(1, 'Området må ha minst ett postnummer').max(200),
  weekdays: z.array(BookingWeekdaySchema).min(1, 'Velg minst én ukedag').max(7),
});
export type BookingArea = z.infer<typeof BookingAreaSchema>;

export const ClosedPeriodSchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema, reason: z.string().trim().max(200, 'Grunnen kan ha høyst 200 tegn').default('') })
  .refine((c) => c.from <= c.to, { message: 'Siste dag kan ikke være før første dag', path: ['to'] });
export type ClosedPeriod = z.infer<typeof ClosedPeriodSchema>;

/** A whole number from `min` to `max`, refused in Norwegian ('Minst 15 minutter'). */
const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number({ error: 'Skriv et tall' })
    .int('Skriv et helt tall')
    .min(min, `Minst ${min} ${unit}`)
    .max(max, `Høyst ${max} ${unit}`);

/** PUT /api/bookings/availability (without `modified_at`). */
export const BookingAvailabilitySchema = z.object({
  weekly: WeeklyHoursSchema,
  visitMinutes: wholeNumber(15, 480, 'minutter').default(60),
  bufferMinutes: wholeNumber(0, 240, 'minutter').default(30),
  daysAhead: wholeNumber(1, 365, 'dager').default(28),
  capacity: wholeNumber(1, 20, 'samtidig').default(1),
  areas: z.array(BookingAreaSchema).max(50).default([]),
  closed: z.array(ClosedPeriodSchema).max(200).default([]),
});
export type BookingAvailability = z.infer<typeof BookingAvailabilitySchema>;
export type BookingAvailabilityInput = z.input<typeof BookingAvailabilitySchema>;

export const BookingAvailabilityUpdateSchema = BookingAvailabilitySchema.extend({ modified_at: z.iso.datetime({ offset: true }).optional() });
export const BookingAvailabilityDocSchema = BookingAvailabilitySchema.extend({ modified_at: z.string().nullable() });
export type BookingAvailabilityDoc = z.infer<typeof BookingAvailabilityDocSchema>;

const workday = [{ from: '09:00', to: '15:00' }];

/**
 * What a fresh stack offers before an administrator saves anything: weekdays 09:00–15:00, one
 * area for upper Romerike (postcodes 2000–2199) on every weekday. `modified_at` null: never saved.
 */
export function defaultBookingAvailability(): BookingAvailabilityDoc {
  return {
    weekly: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
    visitMinutes: 60,
    bufferMinutes: 30,
    daysAhead: 28,
    capacity: 1,
    areas: [{ name: 'Øvre Romerike', postcodes: ['2000-2199'], weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'] }],
    closed: [],
    modified_at: null,
  };
}

/** Whether `postcode` lies in one of an area's entries. */
export function areaCovers(area: Pick<BookingArea, 'postcodes'>, postcode: string): boolean {
  return area.postcodes.some((entry) => {
    const [lo, hi = lo] = entry.split('-');
    return lo! <= postcode && postcode <= hi!;
  });
}

export const SlotsQuerySchema = z.object({ postcode: PostcodeSchema, from: CalendarDateSchema.optional() });
export const BookingSlotSchema = z.object({ start: z.string(), end: z.string() });
export type BookingSlot = z.infer<typeof BookingSlotSchema>;
export const BookingSlotsSchema = z.object({ area: z.object({ name: z.string() }), slots: z.array(BookingSlotSchema) });
export type BookingSlots = z.infer<typeof BookingSlotsSchema>;

/**
 * Bookings from one address, counted apart from the contact form's: at most this many per window
 * (a family booking for two houses is fine; a script filling the calendar is not).
 */
export const BOOKING_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

/** POST /api/bookings: a visitor books a site visit at one of the offered starts. */
export const BookingRequestSchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'Velg en tid' }),
  name: z.string({ error: 'Navn må fylles ut' }).trim().min(1, 'Navn må fylles ut').max(100, 'Navnet kan ha høyst 100 tegn'),
  phone: PhoneSchema,
  email: EmailSchema,
  address: z.string({ error: 'Adresse må fylles ut' }).trim().min(1, 'Adresse må fylles ut').max(200, 'Adressen kan ha høyst 200 tegn'),
  postcode: PostcodeSchema,
  productId: IdSchema.optional(),
  message: z.string().trim().max(2000, 'Meldingen kan ha høyst 2000 tegn').default(''),
  formToken: z.string({ error: 'Skjemaet mangler nøkkel: last siden på nytt' }).min(1, 'Skjemaet mangler nøkkel: last siden på nytt').max(200),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

export const BookingCreatedSchema = z.object({ booking: z.object({ id: z.string(), start: z.string(), end: z.string(), manageUrl: z.string() }) });
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;


export const ManageParamsSchema = z.object({ token: z.string() });
export const BookingMoveSchema = z.object({ start: z.iso.datetime({ offset: true, error: 'Velg en tid' }) });

/** GET /api/bookings/manage/{token}: the visitor's own visit and nothing else. */
export const ManagedBookingSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled']),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  area: z.string(),
  /** Until when the visitor can cancel or move it (ISO 8601, Oslo offset); null once cancelled. */
  changeableUntil: z.string().nullable(),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

/**
 * `bookings/{id}` as a backup holds it: the fields a restore relies on. A booking always points at
 * its enquiry, which it is kept and deleted with (decision 149).
 */
export const StoredBookingDocSchema = z.looseObject({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(['booked', 'cancelled']),
  enquiryId: z.string().nullable(),
  claims: z.array(z.string()).optional(),
  created_at: z.iso.datetime(),
});

/** GET /api/bookings: the visits of the Oslo days `from` to `to`, both included, at most 93 days. */
export const BookingListQuerySchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema })
  .refine((q) => q.from <= q.to, { message: 'Til-datoen kan ikke være før fra-datoen', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 24 * 60 * 60 * 1000, { message: 'Høyst 93 dager om gangen', path: ['to'] });
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** A visit as staff see it: the visitor's details to prepare it, times with Oslo's offset. */
export const StaffBookingSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled']),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  postcode: z.string(),
  area: z.string(),
  message: z.string(),
  /** The product the visitor chose, if any (decision 151: the Befaring screen names it). */
  productId: z.string().nullable(),
  enquiryId: z.string().nullable(),
  sequence: z.number().int(),
  cancelled_at: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type StaffBooking = z.infer<typeof StaffBookingSchema>;

/** A booking's id: Firestore's generated ids (letters and digits). */
export const BookingIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,100}$/, 'Ikke en gyldig id') });

/** PATCH /api/bookings/{id}: staff move a visit to any time they choose, or cancel it with a reason. */
export const BookingPatchSchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: 'Velg en tid' }).optional(),
    status: z.literal('cancelled').optional(),
    reason: z.string().trim().max(500, 'Høyst 500 tegn').optional(),
  })
  .refine((p) => p.start !== undefined || p.status !== undefined, { message: 'Oppgi ny tid eller avlys', path: ['start'] })
  .refine((p) => !(p.start !== undefined && p.status !== undefined), { message: 'Flytt eller avlys, ikke begge', path: ['status'] });
export type BookingPatch = z.infer<typeof BookingPatchSchema>;

/** POST /api/bookings/calendar-feed: the caller's new private calendar address. */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export const FeedParamsSchema = z.object({ token: z.string() });

const VISIT_DAY = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Oslo' });

/** A visit's day in Oslo as staff read it: 'tirsdag 8. desember'. */
export const visitDayLabel = (iso: string): string => VISIT_DAY.format(new Date(iso));

/** A visit's start in Oslo as staff read it: 'tirsdag 8. desember kl. 09:00' (decision 151). */
export const visitTimeLabel = (iso: string): string => `${visitDayLabel(iso)} kl. ${toOsloInput(iso).slice(11, 16)}`;
