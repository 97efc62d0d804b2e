import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Toasts the auth machine emits. */
export const impersonationStartedMessage = (organization: string): MessageDescriptor =>
  msg`Ora stai gestendo: ${organization}`;
export const impersonationEndedMessage = msg`Impersonificazione terminata`;
export const impersonationFailedMessage = msg`Errore durante l'impersonificazione`;
export const notAuthenticatedMessage = msg`Errore: utente non autenticato`;
export const userNotIdentifiedMessage = msg`Errore: utente non identificato`;
export const logoutCompletedMessage = msg`Logout Completed — You have been logged out successfully.`;
export const termsAcceptedMessage = msg`Termini e Privacy Policy accettati con successo`;
export const termsFailedMessage = msg`Errore durante l'accettazione. Riprova.`;
