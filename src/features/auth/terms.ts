import type { AuthProfile, TermsAcceptance } from './auth-domain';

export const TERMS_VERSION = '1.0';
export const PRIVACY_VERSION = '1.0';

type TermsFields = Pick<AuthProfile, keyof TermsAcceptance>;

/** Accepted only when both accepted-at values are set and both versions are the current ones. */
export function hasAcceptedTerms(profile: TermsFields | null | undefined): boolean {
  if (!profile) return false;
  return (
    Boolean(profile.terms_accepted_at) &&
    Boolean(profile.privacy_accepted_at) &&
    profile.terms_version === TERMS_VERSION &&
    profile.privacy_version === PRIVACY_VERSION
  );
}

/** The four profile fields written when the user accepts. */
export function termsAcceptancePatch(now: Date): TermsAcceptance {
  const at = now.toISOString();
  return {
    terms_accepted_at: at,
    privacy_accepted_at: at,
    terms_version: TERMS_VERSION,
    privacy_version: PRIVACY_VERSION,
  };
}
