/** What the user menu shows; pure so it is tested without a browser. */
export interface MenuPerson {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** Initials of the name, else the e-mail's first letter, else 'U'. */
export function initialsOf({ firstName, lastName, email }: MenuPerson): string {
  const initials = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  if (initials) return initials;
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/** The full name, else the e-mail. */
export function displayNameOf({ firstName, lastName, email }: MenuPerson): string {
  const full = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || email || '';
}

/** Only these roles get a badge. */
export const BADGE_ROLES = ['super_admin', 'org_admin', 'manager', 'team_leader'] as const;

export function badgeRolesOf(roles: readonly string[]): string[] {
  return BADGE_ROLES.filter((role) => roles.includes(role));
}
