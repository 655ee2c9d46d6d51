import type { ContactMessage } from '@rms/schema';
import { withContactPrefix } from '@rms/schema/contact-texts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/**
 * The server answers within 10 s whatever hangs behind it (issue #28); past this the network itself
 * is stuck, and the visitor is told to try again (the form keeps their text) instead of waiting for ever.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** POST /api/email/send. The subject carries the spec's 'Contact Form: ' prefix (the server adds it too). */
export function sendMessage(message: ContactMessage) {
  return apiRequest({
    operation: 'sendEmailApiEmailSendPost',
    path: '/api/email/send',
    method: 'POST',
    schema: () => loadSchemas().then((m) => m.ContactReceiptSchema),
    body: { ...message, subject: withContactPrefix(message.subject) },
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
