import { fromOsloInput, toOsloInput } from '@rms/schema';
import { z } from 'zod';

export const AT_REQUIRED_MESSAGE = 'Velg dato og klokkeslett';
export const AT_PAST_MESSAGE = 'Velg et tidspunkt fram i tid';
export const PATH_MESSAGE = 'Velg en side på nettstedet';

/** 'Fram i tid': the moment (a datetime-local value, Oslo time) and the page to look at. */
export const dateViewFormSchema = (now: () => Date) =>
  z.object({
    at: z
      .string()
      .min(1, AT_REQUIRED_MESSAGE)
      .refine((value) => fromOsloInput(value) !== null, AT_REQUIRED_MESSAGE)
      .refine((value) => Date.parse(fromOsloInput(value) ?? '') > now().getTime(), AT_PAST_MESSAGE),
    path: z.string().regex(/^\/(?!admin(?:\/|$))/, PATH_MESSAGE),
  });

export type DateViewFormValues = z.infer<ReturnType<typeof dateViewFormSchema>>;

/** The form's first moment: tomorrow at 07.00 in Oslo. */
export function tomorrowMorning(now: Date): string {
  const tomorrow = toOsloInput(new Date(now.getTime() + 86_400_000).toISOString());
  return `${tomorrow.slice(0, 10)}T07:00`;
}
