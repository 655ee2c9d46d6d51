import type { ContactMessageInput } from '@rms/schema';
import { withContactPrefix } from '@rms/schema/contact-texts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import type { ReceivedToken } from '../lib/enquiry';

/**
 * The server answers within 10 s whatever hangs behind it (issue #28); past this the network itself
 * is stuck, and the visitor is told to try again (the form keeps their text) instead of waiting for ever.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** POST /api/email/send. The subject carries the spec's 'Contact Form: ' prefix (the server adds it too). */
export function sendMessage(message: ContactMessageInput) {
  return apiRequest({
    operation: 'sendEmailApiEmailSendPost',
    path: '/api/email/send',
    method: 'POST',
    schema: () => loadSchemas().then((m) => m.ContactReceiptSchema),
    body: { ...message, subject: withContactPrefix(message.subject) },
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
}

/** A checked message and the time trap's token it goes with (sent without one when there is none). */
export interface Enquiry {
  message: ContactMessageInput;
  token: Promise<ReceivedToken | null>;
}

export function useSendMessage() {
  return useMutation({
    mutationFn: async ({ message, token }: Enquiry) => {
      const received = await token;
      return sendMessage(received ? { ...message, formToken: received.token } : message);
    },
  });
}
