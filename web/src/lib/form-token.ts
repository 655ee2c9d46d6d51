import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@rms/schema/contact-texts';
import { apiRequest, loadSchemas } from './api-client';

/**
 * The visitors' forms' time trap (the contact and quote form, the site visit booking): the token
 * from GET /api/email/token, fetched when the visitor first uses a form, and sent no sooner than
 * the trap's minimum age, so a quick person is not taken for a bot.
 */

/** A time trap token and when this browser received it (the server issued it no later). */
export interface ReceivedToken {
  token: string;
  receivedAt: number;
}

/** A token fetch that hangs must not hold up a message. */
export const TOKEN_TIMEOUT_MS = 5000;
/** A token this old is fetched again before sending: the server refuses one older than FORM_TOKEN_MAX_AGE_MS. */
const TOKEN_REFRESH_AGE_MS = FORM_TOKEN_MAX_AGE_MS - 60 * 60 * 1000;

/**
 * GET /api/email/token: the time trap's token (rendered pages are cached, so it cannot be in the
 * HTML). Never fails: without a token the message is still sent (and stored as spam by the server).
 */
export async function fetchFormToken(): Promise<ReceivedToken | null> {
  try {
    const { token } = await apiRequest({
      operation: 'getFormTokenApiEmailTokenGet',
      path: '/api/email/token',
      schema: () => loadSchemas().then((m) => m.FormTokenSchema),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    return { token, receivedAt: Date.now() };
  } catch {
    return null;
  }
}

/**
 * The token to send with a message: the one fetched at the first focus, or, when that fetch failed
 * (or the page has been open for nearly a day), one more fetch now. A token younger than the time
 * trap's minimum waits out the rest of it (at most 3 s), so a quick person is not taken for a bot.
 */
export async function tokenForSending(first: Promise<ReceivedToken | null> | undefined): Promise<ReceivedToken | null> {
  let received = await first;
  if (!received || Date.now() - received.receivedAt > TOKEN_REFRESH_AGE_MS) received = await fetchFormToken();
  if (!received) return null;
  const wait = received.receivedAt + FORM_TOKEN_MIN_AGE_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return received;
}
