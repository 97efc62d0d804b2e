import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text announced and shown beside the spinner; defaults to 'Caricamento...'. */
  label?: ReactNode;
  /** Only the wheel, hidden from assistive technology (e.g. inside a busy button). */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const wheel = <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  if (decorative) return wheel;
  return (
    <span className="spinner-wrap" role="status">
      {wheel}
      <span className="spinner-label">{label ?? <Trans>Caricamento...</Trans>}</span>
    </span>
  );
}

/** A spinner centred in the available space, for a whole screen that is loading. */
export function PageSpinner({ label }: { label?: ReactNode }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}
