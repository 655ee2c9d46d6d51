import type { EnquiryFormInput } from '@rms/schema';
import { checkEnquiryForm, type ContactErrors, type ContactField } from './validate-contact';

// The time trap's token is shared with the site visit booking: one client for both forms (lib/form-token.ts).
export { fetchFormToken, tokenForSending, TOKEN_TIMEOUT_MS, type ReceivedToken } from '@/lib/form-token';

/**
 * What the contact forms need once a visitor starts using one (first focus or tap in the form),
 * loaded then and not with the page (the product page's first load is close to its 120 kB budget):
 * reading the form with a quote's fields, and the time trap's token.
 */

/** The product a product enquiry is about: named on the page, never editable in the form. */
export interface QuoteProduct {
  id: string;
  title: string;
}

/** A measurement as typed: empty is none; anything else is left for the schema to judge ('abc' is NaN). */
function centimetres(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** The form's values as typed (FormData keeps what the visitor typed, even before hydration). */
export function readEnquiry(form: HTMLFormElement, subject: string | undefined, product: QuoteProduct | undefined): EnquiryFormInput {
  const data = new FormData(form);
  const text = (name: ContactField) => String(data.get(name) ?? '');
  const message: EnquiryFormInput = {
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
    wallMaterial: choice('wallMaterial') as EnquiryFormInput['wallMaterial'],
    facing: choice('facing') as EnquiryFormInput['facing'],
    motor: ticked('motor'),
    sunWindSensor: ticked('sunWindSensor'),
    approvalNeeded: ticked('approvalNeeded'),
  };
}

export type EnquiryCheck = { ok: true; message: EnquiryFormInput } | { ok: false; errors: ContactErrors };

/** Reads and checks the form with the schema the server uses; a plain contact message carries no quote fields. */
export async function checkEnquiry(form: HTMLFormElement, subject: string | undefined, product: QuoteProduct | undefined): Promise<EnquiryCheck> {
  const result = await checkEnquiryForm(readEnquiry(form, subject, product));
  if (!result.ok || product) return result;
  const { postcode: _postcode, widthCm: _widthCm, heightCm: _heightCm, siteVisit: _siteVisit, wallHeightCm: _w, wallMaterial: _m, facing: _f, motor: _mo, sunWindSensor: _s, approvalNeeded: _a, ...plain } = result.message;
  return { ok: true, message: plain };
}
