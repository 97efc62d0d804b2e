import { Trans } from '@lingui/react/macro';
import './widgets.css';

export function EmptyOptionsError({ variant = 'choice' }: { variant?: 'choice' | 'ranking' }) {
  return (
    <p className="qw-error" role="alert">
      {variant === 'ranking' ? (
        <Trans>Nessuna opzione disponibile per questa domanda di ordinamento.</Trans>
      ) : (
        <Trans>Errore: Nessuna opzione disponibile per questa domanda</Trans>
      )}
    </p>
  );
}
