import { DEFAULT_QUOTE_VALID_DAYS, QuoteCreateSchema, nokToOre, quoteSums, type Quote, type QuoteCreateInput, type QuoteSums, type StoredEnquiry } from '@rms/schema';
import type { z } from 'zod';

/**
 * The editor's form: the API's own create shape without the enquiry (the form belongs to one), so
 * the form refuses what the server refuses, with the same Norwegian messages.
 */
export const QuoteFormSchema = QuoteCreateSchema.omit({ enquiryId: true });
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;
export type QuoteFormValues = z.output<typeof QuoteFormSchema>;

/** A new line: one of it, the price still to be written. */
export const NEW_LINE: QuoteFormInput['lines'][number] = { description: '', quantity: 1, unitPriceNok: '' };

/** Øre as the price field shows it: '1249,50', '800' (no grouping, so it reads back exactly). */
export function oreToPriceText(ore: number): string {
  const kroner = Math.trunc(ore / 100);
  const rest = ore % 100;
  return rest === 0 ? String(kroner) : `${kroner},${String(rest).padStart(2, '0')}`;
}

/** A price field's text as the API takes it: spaces (thousands) dropped as it is typed; '1 249,50' → '1249,50'. */
export function priceText(value: unknown): string | number {
  return typeof value === 'string' ? value.replace(/[\s\u00a0\u202f]/g, '') : (value as number);
}

/** What the form starts with: a saved version as it is, or a new quote with the enquiry's customer. */
export function formValues(enquiry: Pick<StoredEnquiry, 'name' | 'contactEmail' | 'contactPhone'>, quote?: Quote): QuoteFormInput {
  if (quote) {
    return {
      customer: { name: quote.customer.name, email: quote.customer.email, phone: quote.customer.phone ?? '', address: quote.customer.address ?? '' },
      lines: quote.lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceNok: oreToPriceText(l.unitPriceOre) })),
      priceType: quote.priceType,
      validDays: quote.validDays,
      deliveryWeeks: quote.deliveryWeeks,
      note: quote.note,
    };
  }
  return {
    customer: { name: enquiry.name, email: enquiry.contactEmail, phone: enquiry.contactPhone ?? '', address: '' },
    lines: [{ ...NEW_LINE }],
    // No price type is chosen for staff: which kind was given is theirs to decide, and to prove.
    priceType: undefined as unknown as QuoteFormInput['priceType'],
    validDays: DEFAULT_QUOTE_VALID_DAYS,
    deliveryWeeks: null,
    note: '',
  };
}

/** The form's values as the API's body: empty optional contact fields left out, prices without grouping spaces. */
export function quoteBody(values: QuoteFormValues): Omit<QuoteCreateInput, 'enquiryId'> {
  const { phone, address, ...customer } = values.customer;
  return {
    ...values,
    customer: { ...customer, ...(phone ? { phone } : {}), ...(address ? { address } : {}) },
    lines: values.lines.map((l) => ({ ...l, unitPriceNok: priceText(l.unitPriceNok) })),
  };
}

/**
 * The sums of the lines as typed, by the server's own function (schema's quoteSums, in øre). A line
 * whose quantity or price cannot be read yet counts as nothing; `complete` says whether every line could.
 */
export function liveSums(lines: readonly Partial<QuoteFormInput['lines'][number]>[] | undefined): QuoteSums & { complete: boolean } {
  const read = (lines ?? []).map((l) => {
    const unitPriceOre = l.unitPriceNok === undefined || l.unitPriceNok === '' ? null : nokToOre(priceText(l.unitPriceNok));
    const quantity = typeof l.quantity === 'number' && Number.isInteger(l.quantity) && l.quantity >= 0 ? l.quantity : null;
    return { quantity, unitPriceOre };
  });
  const sums = quoteSums(read.map((l) => ({ quantity: l.quantity ?? 0, unitPriceOre: l.unitPriceOre ?? 0 })));
  return { ...sums, complete: read.every((l) => l.quantity !== null && l.unitPriceOre !== null) };
}
