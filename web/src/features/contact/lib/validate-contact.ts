import type { ContactMessage, ContactMessageInput } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';

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
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
