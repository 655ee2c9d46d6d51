import { ACCESS_DAY_PAST_MESSAGE, osloDay, StaffAccessDaySchema, StaffInviteCreateSchema, StaffRoleSchema } from '@rms/schema';
import { z } from 'zod';

/** A date field left empty means "no last day": '' is no value, whatever the API calls that. */
const emptyIsNone = <T>(none: T) => z.string().transform((value) => value.trim() || none);

/** A last day from today (Oslo) on: the server refuses a past one with the same words, and the form says so before sending. */
const AccessUntilSchema = StaffAccessDaySchema.refine((day) => day >= osloDay(new Date()), ACCESS_DAY_PAST_MESSAGE);

/** The invite form: the API's own schema, with an empty last day left out of the request. */
export const InviteFormSchema = StaffInviteCreateSchema.extend({
  accessUntil: emptyIsNone(undefined).pipe(AccessUntilSchema.optional()),
});
export type InviteFormInput = z.input<typeof InviteFormSchema>;
export type InviteFormOutput = z.output<typeof InviteFormSchema>;

/** Changing a person's access: role and last day; an empty last day is sent as null (no end). */
export const AccessFormSchema = z.object({
  role: StaffRoleSchema,
  accessUntil: emptyIsNone(null).pipe(AccessUntilSchema.nullable()),
});
export type AccessFormInput = z.input<typeof AccessFormSchema>;
export type AccessFormOutput = z.output<typeof AccessFormSchema>;
