import type { EnquiryForm, EnquiryFormInput } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';

export type ContactField = keyof EnquiryFormInput;
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactCheck = { ok: true; message: EnquiryForm } | { ok: false; errors: ContactErrors };

/**
 * Checks a contact message with the schema the server uses (EnquiryFormSchema). The schemas,
 * and zod with them, are fetched on the first check, not with the page (decision 018): a
 * visitor who only reads never downloads them.
 */
export async function checkEnquiryForm(values: EnquiryFormInput): Promise<ContactCheck> {
  const { EnquiryFormSchema } = await loadSchemas();
  const result = EnquiryFormSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
