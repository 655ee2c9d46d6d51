import { DescriptionSchema, TitleSchema } from '@rms/schema';
import { z } from 'zod';
import { htmlHasText } from './html-text';

/** The one message of incomplete details (a title or description missing), for products and projects alike. */
export const DETAILS_REQUIRED_MESSAGE = 'Title and description are required';

/**
 * The details of a product or project as the wizards and the product editor take them:
 * the API's own title and description rules (`TitleSchema`, `DescriptionSchema`), with the screen's
 * wording for a blank title, plus the screens' rule that the description holds visible text (the API
 * takes an empty one). The output is what the API is sent: the title trimmed.
 */
export const DetailsSchema = z.object({
  title: z.string().trim().min(1, DETAILS_REQUIRED_MESSAGE).pipe(TitleSchema),
  description: DescriptionSchema.refine(htmlHasText, DETAILS_REQUIRED_MESSAGE),
});
export type DetailsInput = z.input<typeof DetailsSchema>;
export type Details = z.output<typeof DetailsSchema>;
