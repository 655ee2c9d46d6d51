import { BookingAreaSchema, BookingAvailabilitySchema, type BookingAvailabilityDoc } from '@rms/schema';
import { z } from 'zod';

/** '2000-2199, 2040' (commas, spaces or new lines between) as the entries the API takes. */
export const splitPostcodes = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** An area's postcodes as one text field; a bad entry is named in the field's message. */
const PostcodesTextSchema = z.string().transform((text, ctx) => {
  const entries = splitPostcodes(text);
  const parsed = BookingAreaSchema.shape.postcodes.safeParse(entries);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const entry = typeof issue.path[0] === 'number' ? entries[issue.path[0]] : undefined;
  ctx.addIssue({ code: 'custom', message: entry === undefined ? issue.message : `${issue.message}: «${entry}»` });
  return z.NEVER;
});

/**
 * The availability form: the API's own schema (decision 149), except that an area's postcodes are
 * typed as text. What it gives on submit is the PUT body, without `modified_at`.
 */
export const AvailabilityFormSchema = BookingAvailabilitySchema.extend({
  areas: z.array(BookingAreaSchema.extend({ postcodes: PostcodesTextSchema })).max(50, 'Høyst 50 områder'),
});
export type AvailabilityFormInput = z.input<typeof AvailabilityFormSchema>;
export type AvailabilityFormOutput = z.output<typeof AvailabilityFormSchema>;

/** The stored availability as the form shows it. */
export function formValues(doc: BookingAvailabilityDoc): AvailabilityFormInput {
  return {
    weekly: doc.weekly,
    visitMinutes: doc.visitMinutes,
    bufferMinutes: doc.bufferMinutes,
    daysAhead: doc.daysAhead,
    capacity: doc.capacity,
    areas: doc.areas.map((area) => ({ ...area, postcodes: area.postcodes.join(', ') })),
    closed: doc.closed,
  };
}
