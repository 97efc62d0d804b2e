// The AI suggestion section's toasts, in the product's own words.
import { msg } from '@lingui/core/macro';

export const m = {
  loadFailed: msg`Errore nel caricamento delle suggestions`,
  generated: msg`Suggestion generata con successo`,
  generateFailed: msg`Errore nella generazione della suggestion`,
  updated: msg`Suggestion aggiornata`,
  updateFailed: msg`Errore nell'aggiornamento della suggestion`,
  accepted: msg`Suggestion accettata!`,
  rejected: msg`Suggestion rifiutata`,
  saved: msg`Modifiche salvate!`,
  copied: msg`Contenuto copiato negli appunti!`,
  badJson: msg`Errore nel formato JSON delle modifiche`,
};
