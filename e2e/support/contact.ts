import type { BrowserContext } from 'playwright-core';
import { FORM_TOKEN_MIN_AGE_MS } from '@rms/schema';
import { apiFetch } from './auth';

/**
 * A contact form's time-trap token, fetched as the site's own form fetches it, and
 * resolved once the trap's minimum age has gone by: a message sent with it is a person's, not spam.
 */
export async function formToken(context: BrowserContext): Promise<string> {
  const res = await apiFetch(context, '/api/email/token');
  if (res.status !== 200) throw new Error(`GET /api/email/token answered ${res.status}`);
  const { token } = (res.body as { data: { token: string } }).data;
  await new Promise((r) => setTimeout(r, FORM_TOKEN_MIN_AGE_MS + 200));
  return token;
}
