import { Trans } from '@lingui/react/macro';
import type { AssessmentStatus } from '../assessment-status';

/** The derived status: assigned (not started), started, completed. */
export function StatusBadge({ status }: { status: AssessmentStatus }) {
  return (
    <span className={`assessment-badge assessment-badge--${status}`} data-status={status}>
      {status === 'assigned' ? (
        <Trans>Assegnato</Trans>
      ) : status === 'started' ? (
        <Trans>Iniziato</Trans>
      ) : (
        <Trans>Completato</Trans>
      )}
    </span>
  );
}
