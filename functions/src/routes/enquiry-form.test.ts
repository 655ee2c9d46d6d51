import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MESSAGE } from '@rms/schema';
import { ValidationError } from '../errors';
import { parseEnquiryForm } from './enquiry-form';

function refusal(body: unknown): ValidationError {
  try {
    parseEnquiryForm(body);
  } catch (e) {
    if (e instanceof ValidationError) return e;
    throw e;
  }
  throw new Error('expected a ValidationError');
}

describe('parseEnquiryForm', () => {
  it('trims and defaults a valid message', () => {
    expect(parseEnquiryForm({ name: ' Kari ', contactEmail: 'k@x.no', subject: 'S', message: 'M' })).toEqual({ name: 'Kari', contactPhone: '', contactEmail: 'k@x.no', subject: 'S', message: 'M', postcode: '', siteVisit: false });
  });

  it("uses the required-fields message when a required field is missing or blank, with one issue per field", () => {
    const e = refusal({ name: '   ', contactEmail: 'k@x.no', subject: 'S' });
    expect(e.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(e.issues).toEqual([
      { path: 'name', message: 'Navn må fylles ut' },
      { path: 'message', message: 'Melding må fylles ut' },
    ]);
    expect(refusal(undefined).message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(refusal({ name: 'K', subject: 'S', message: 'M' }).issues).toEqual([{ path: 'contactEmail', message: 'E-postadresse må fylles ut' }]);
    const blankEmail = refusal({ name: 'K', contactEmail: '  ', subject: 'S', message: 'M' });
    expect(blankEmail.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(blankEmail.issues).toEqual([{ path: 'contactEmail', message: 'E-postadresse må fylles ut' }]);
  });

  it('names the field when only the format is wrong', () => {
    const e = refusal({ name: 'K', contactEmail: 'not an address', subject: 'S', message: 'M' });
    expect(e.message).toBe('Ugyldig e-postadresse');
    expect(e.issues).toEqual([{ path: 'contactEmail', message: 'Ugyldig e-postadresse' }]);
  });
});
