/** The one account the journey's backend starts with: the platform's first super admin. */
export const SUPER_ADMIN = {
  email: 'operator@journey.test',
  password: 'Operatore-2026',
  firstName: 'Olivia',
  lastName: 'Operatrice',
};
