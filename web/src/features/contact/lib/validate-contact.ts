import type { EnquiryForm, EnquiryFormInput } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { firstErrorPerField } from '@/lib/field-errors';

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
  return { ok: false, errors: firstErrorPerField<ContactField>(result.error.issues) };
}
