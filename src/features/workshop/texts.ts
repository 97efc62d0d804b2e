import { useLingui } from '@lingui/react/macro';
import type { PrepareStep } from './prepare';

/** What the preparation is doing, for its progress line. */
export function usePrepareTexts(): (step: PrepareStep) => string {
  const { t } = useLingui();
  return (step) => {
    switch (step) {
      case 'keys':
        return t`Creazione della chiave del tablet...`;
      case 'register':
        return t`Registrazione del tablet...`;
      case 'bundle':
        return t`Download dei dati della squadra...`;
      case 'store':
        return t`Salvataggio sul tablet...`;
    }
  };
}
