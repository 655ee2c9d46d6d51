import type { ContactMessageInput } from '@rms/schema';
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from '@rms/schema/contact-texts';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { checkContactMessage, type ContactErrors, type ContactField } from './validate-contact';

/**
 * What the contact forms need once a visitor starts using one (first focus or tap in the form),
 * loaded then and not with the page (the product page's first load is close to its 120 kB budget):
 * reading the form with a quote's fields, and the time trap's token (issue #23).
 */

/** The product a quote request is about: named on the page, never editable in the form. */
export interface QuoteProduct {
  id: string;
  title: string;
}

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

/** A measurement as typed: empty is none; anything else is left for the schema to judge ('abc' is NaN). */
function centimetres(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** The form's values as typed (FormData keeps what the visitor typed, even before hydration). */
export function readEnquiry(form: HTMLFormElement, subject: string | undefined, product: QuoteProduct | undefined): ContactMessageInput {
  const data = new FormData(form);
  const text = (name: ContactField) => String(data.get(name) ?? '');
  const message: ContactMessageInput = {
    name: text('name'),
    contactPhone: text('contactPhone'),
    contactEmail: text('contactEmail'),
    subject: subject ?? text('subject'),
    message: text('message'),
    website: text('website'),
  };
  if (!product) return message;
  // A quote names its product by id only: the server looks the title up and never trusts one from here.
  const choice = (name: ContactField) => text(name) || undefined;
  // A box left unticked says nothing (not 'no'): only a ticked one is sent.
  const ticked = (name: ContactField) => (data.get(name) === 'on' ? true : undefined);
  return {
    ...message,
    productId: product.id,
    postcode: text('postcode'),
    widthCm: centimetres(text('widthCm')),
    heightCm: centimetres(text('heightCm')),
    siteVisit: data.get('siteVisit') === 'on',
    wallHeightCm: centimetres(text('wallHeightCm')),
    wallMaterial: choice('wallMaterial') as ContactMessageInput['wallMaterial'],
    facing: choice('facing') as ContactMessageInput['facing'],
    motor: ticked('motor'),
    sunWindSensor: ticked('sunWindSensor'),
    approvalNeeded: ticked('approvalNeeded'),
  };
}

export type EnquiryCheck = { ok: true; message: ContactMessageInput } | { ok: false; errors: ContactErrors };

/** Reads and checks the form with the schema the server uses; a plain contact message carries no quote fields. */
export async function checkEnquiry(form: HTMLFormElement, subject: string | undefined, product: QuoteProduct | undefined): Promise<EnquiryCheck> {
  const result = await checkContactMessage(readEnquiry(form, subject, product));
  if (!result.ok || product) return result;
  const { postcode: _postcode, widthCm: _widthCm, heightCm: _heightCm, siteVisit: _siteVisit, wallHeightCm: _w, wallMaterial: _m, facing: _f, motor: _mo, sunWindSensor: _s, approvalNeeded: _a, ...plain } = result.message;
  return { ok: true, message: plain };
}
