import { describe, expect, it } from 'vitest';
import { hasAcceptedTerms, PRIVACY_VERSION, termsAcceptancePatch, TERMS_VERSION } from './terms';

const accepted = {
  terms_accepted_at: '2026-01-02T09:00:00Z',
  privacy_accepted_at: '2026-01-02T09:00:00Z',
  terms_version: '1.0',
  privacy_version: '1.0',
};

describe('terms acceptance', () => {
  it('current versions are 1.0 and 1.0', () => {
    expect([TERMS_VERSION, PRIVACY_VERSION]).toEqual(['1.0', '1.0']);
  });

  it('counts as accepted only with both dates set and both versions current', () => {
    expect(hasAcceptedTerms(accepted)).toBe(true);
    expect(hasAcceptedTerms({ ...accepted, terms_accepted_at: null })).toBe(false);
    expect(hasAcceptedTerms({ ...accepted, privacy_accepted_at: null })).toBe(false);
    expect(hasAcceptedTerms({ ...accepted, terms_version: '0.9' })).toBe(false);
    expect(hasAcceptedTerms({ ...accepted, privacy_version: null })).toBe(false);
    expect(hasAcceptedTerms(null)).toBe(false);
  });

  it('the acceptance patch writes the four fields', () => {
    expect(termsAcceptancePatch(new Date('2026-11-22T10:00:00Z'))).toEqual({
      terms_accepted_at: '2026-11-22T10:00:00.000Z',
      privacy_accepted_at: '2026-11-22T10:00:00.000Z',
      terms_version: '1.0',
      privacy_version: '1.0',
    });
  });
});
