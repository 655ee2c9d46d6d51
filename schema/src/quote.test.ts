import { describe, expect, it } from 'vitest';
import { formatOre, isQuoteExpired, nokToOre, oreToNok, QuoteCreateSchema, quoteLabel, quoteSums, quoteValidUntil, vatOfTotal } from './quote';

describe('nokToOre', () => {
  it('reads the decimal exactly, never through a float product', () => {
    expect(nokToOre(19.99)).toBe(1999);
    expect(nokToOre(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(nokToOre(1.1)).toBe(110);
    expect(nokToOre('1234,5')).toBe(123450);
    expect(nokToOre('12345.67')).toBe(1234567);
    expect(nokToOre(4990)).toBe(499000);
    expect(nokToOre('0')).toBe(0);
  });
  it('refuses negatives, three decimals, exponents and nonsense', () => {
    for (const bad of [-1, '-1', 1.005, '1.005', 1e21, '1e3', 'kr 100', '', Number.NaN, 10_000_000.01]) expect(nokToOre(bad)).toBeNull();
  });
});

describe('quoteSums', () => {
  it('takes VAT out of a total including 25 %, half-up to whole øre, and the parts add up', () => {
    // 3 × 333,33 = 999,99: VAT 199,998 → 200,00; net 799,99.
    expect(quoteSums([{ quantity: 3, unitPriceOre: 33333 }])).toEqual({ lineTotalsOre: [99999], totalOre: 99999, vatOre: 20000, netOre: 79999 });
    // 0,01 kr: VAT 0,002 → 0; 0,03: 0,006 → 0,01.
    expect(vatOfTotal(1)).toBe(0);
    expect(vatOfTotal(2)).toBe(0);
    expect(vatOfTotal(3)).toBe(1);
    expect(vatOfTotal(12500)).toBe(2500);
    const sums = quoteSums([
      { quantity: 7, unitPriceOre: nokToOre(19.99)! },
      { quantity: 1, unitPriceOre: nokToOre('12499,95')! },
      { quantity: 13, unitPriceOre: nokToOre(0.29)! },
    ]);
    expect(sums.lineTotalsOre).toEqual([13993, 1249995, 377]);
    expect(sums.totalOre).toBe(1264365);
    expect(sums.vatOre).toBe(252873); // 252873.0
    expect(sums.netOre + sums.vatOre).toBe(sums.totalOre);
    expect(oreToNok(sums.totalOre)).toBe(12643.65);
  });
  it('stays exact at the largest allowed line', () => {
    const lines = Array.from({ length: 100 }, () => ({ quantity: 10_000, unitPriceOre: nokToOre('9999999.99')! }));
    const sums = quoteSums(lines);
    expect(Number.isSafeInteger(sums.totalOre * 2 + 5)).toBe(true);
    expect(sums.totalOre).toBe(999_999_999 * 10_000 * 100);
  });
});

describe('formatOre', () => {
  it("writes 'kr 12 345,00' with no-break spaces", () => {
    expect(formatOre(1234500)).toBe('kr\u00a012\u00a0345,00');
    expect(formatOre(5)).toBe('kr\u00a00,05');
    expect(formatOre(123456789)).toBe('kr\u00a01\u00a0234\u00a0567,89');
  });
});

describe('validity', () => {
  it('counts Norwegian days and expires after the end of the last one, across both clock changes', () => {
    // Sent 23:30 UTC on 28 Feb = 00:30 on 1 Mar in Oslo; 30 days → 31 March (summer time began 29 March 2026).
    expect(quoteValidUntil(new Date('2026-02-28T23:30:00Z'), 30)).toBe('2026-03-31');
    expect(isQuoteExpired('2026-03-31', new Date('2026-03-31T21:59:00Z'))).toBe(false); // 23:59 CEST
    expect(isQuoteExpired('2026-03-31', new Date('2026-03-31T22:00:00Z'))).toBe(true); // 00:00 on 1 April
    // Winter time from 25 October 2026: the last day ends at 23:00 UTC.
    expect(isQuoteExpired('2026-10-26', new Date('2026-10-26T22:59:00Z'))).toBe(false);
    expect(isQuoteExpired('2026-10-26', new Date('2026-10-26T23:00:00Z'))).toBe(true);
    expect(isQuoteExpired(null)).toBe(false);
  });
  it('labels versions', () => {
    expect(quoteLabel('2026-0007', 1)).toBe('2026-0007');
    expect(quoteLabel('2026-0007', 2)).toBe('2026-0007 v2');
  });
});

describe('QuoteCreateSchema', () => {
  const base = { enquiryId: 'abc', customer: { name: 'Kari', email: 'kari@example.no' }, lines: [{ description: 'Markise', quantity: 1, unitPriceNok: 100 }], priceType: 'fixed' };
  const paths = (input: unknown) => (QuoteCreateSchema.safeParse(input).error?.issues ?? []).map((i) => i.path.join('.'));
  it('names the field of bad input', () => {
    expect(paths({ ...base, lines: [] })).toEqual(['lines']);
    expect(paths({ ...base, lines: Array.from({ length: 101 }, () => base.lines[0]) })).toEqual(['lines']);
    expect(paths({ ...base, lines: [{ ...base.lines[0], unitPriceNok: -5 }] })).toEqual(['lines.0.unitPriceNok']);
    expect(paths({ ...base, lines: [{ ...base.lines[0], quantity: -1 }] })).toEqual(['lines.0.quantity']);
    expect(paths({ ...base, priceType: 'cheap' })).toEqual(['priceType']);
    expect(paths(base)).toEqual([]);
    expect(QuoteCreateSchema.parse(base).validDays).toBe(30);
  });
});
