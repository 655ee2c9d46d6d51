/** A zod issue as the forms read it (zod's own type would make this module import zod). */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** A form's errors by field: the first message of each top-level field, in the order zod found them. */
export function firstErrorPerField<F extends string>(issues: readonly Issue[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field as F] === undefined) errors[field as F] = issue.message;
  }
  return errors;
}
