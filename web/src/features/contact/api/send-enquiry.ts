import type { EnquiryFormInput, ContactReceipt } from '@rms/schema';
import { withContactPrefix } from '@rms/schema/contact-texts';
import { useCallback, useRef, useState } from 'react';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { visitSource } from '@/lib/visit-source';
import type { ReceivedToken } from '../lib/read-enquiry-and-token';
import type { PickedPhoto } from '../lib/photo-types';

/**
 * The server answers within 10 s whatever hangs behind it; past this the network itself
 * is stuck, and the visitor is told to try again (the form keeps their text) instead of waiting for ever.
 */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * POST /api/email/send. The subject carries the required 'Contact Form: ' prefix (the server adds it
 * too); where the visit came from goes with it (lib/visit-source.ts: read on entry, kept in memory).
 */
export function sendEnquiry(message: EnquiryFormInput, photos: readonly PickedPhoto[] = [], onProgress: (percentByKey: Record<string, number>) => void = () => {}): Promise<ContactReceipt> {
  const source = visitSource();
  const body = { ...message, subject: withContactPrefix(message.subject), ...(source ? { source } : {}) };
  // With photos the form goes as multipart, by code loaded only then (decision 154); a photo on a
  // slow line takes longer than text, so it gets a minute.
  if (photos.length > 0) return import('./send-with-photos').then((m) => m.sendWithPhotos(body, photos, onProgress, 60_000));
  return apiRequest({
    operation: 'sendEmailApiEmailSendPost',
    path: '/api/email/send',
    method: 'POST',
    schema: () => loadSchemas().then((m) => m.ContactReceiptSchema),
    body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
}

/** A checked message and the time trap's token it goes with (sent without one when there is none). */
export interface Enquiry {
  message: EnquiryFormInput;
  token: Promise<ReceivedToken | null>;
  photos?: readonly PickedPhoto[];
}

type SendState =
  | { status: 'idle' }
  | { status: 'pending'; progress: Record<string, number> }
  | { status: 'success'; sent: EnquiryFormInput; answer: ContactReceipt }
  | { status: 'error'; error: unknown };

/**
 * Sending one enquiry: idle → pending → success or error; `reset` starts over, and a reply that
 * arrives after it is ignored. Its own state, not TanStack's mutations: the form is on the first
 * load of every product page and the mutation observer is a kilobyte of it.
 */
export function useSendEnquiry() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const round = useRef(0);
  const mutate = useCallback(({ message, token, photos = [] }: Enquiry) => {
    const mine = ++round.current;
    const settle = (next: SendState) => mine === round.current && setState(next);
    setState({ status: 'pending', progress: {} });
    void (async () => {
      const received = await token;
      return sendEnquiry(received ? { ...message, formToken: received.token } : message, photos, (progress) => settle({ status: 'pending', progress }));
    })().then(
      (answer) => settle({ status: 'success', sent: message, answer }),
      (error: unknown) => settle({ status: 'error', error }),
    );
  }, []);
  const reset = useCallback(() => {
    round.current++;
    setState({ status: 'idle' });
  }, []);
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
    /** What this browser sent, for the thank-you screen: never read back from the server. */
    sent: state.status === 'success' ? state.sent : null,
    /** The server's answer: how many photos it took, and why none when it took none. */
    answer: state.status === 'success' ? state.answer : null,
    /** Each photo's upload progress in percent while sending, by its key. */
    progress: state.status === 'pending' ? state.progress : {},
  };
}
