import type { ContactMessage } from '@rms/schema';
import { withContactPrefix } from '@rms/schema/contact-texts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/** POST /api/email/send. The subject carries the spec's 'Contact Form: ' prefix (the server adds it too). */
export function sendMessage(message: ContactMessage) {
  return apiRequest({
    operation: 'sendEmailApiEmailSendPost',
    path: '/api/email/send',
    method: 'POST',
    schema: () => loadSchemas().then((m) => m.ContactReceiptSchema),
    body: { ...message, subject: withContactPrefix(message.subject) },
  });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
