import type { ContactMessage, ContactMessageInput } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { firstErrorPerField } from '@/lib/field-errors';

export type ContactField = keyof ContactMessageInput;
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors };

/**
 * Checks a contact message with the schema the server uses (ContactMessageSchema). The schemas,
 * and zod with them, are fetched on the first check, not with the page (decision 018): a
 * visitor who only reads never downloads them.
 */
export async function checkContactMessage(values: ContactMessageInput): Promise<ContactCheck> {
  const { ContactMessageSchema } = await loadSchemas();
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  return { ok: false, errors: firstErrorPerField<ContactField>(result.error.issues) };
}
