import { Trans } from '@lingui/react/macro';
import type { ProgressStatus } from '../../../../offline/coaching';
import type { ChatRole } from '../api';

export function RoleLabel({ role }: { role: string }) {
  switch (role as ChatRole) {
    case 'coach':
      return <Trans>Coach</Trans>;
    case 'team_leader':
      return <Trans>Team leader</Trans>;
    default:
      return <Trans>Membro</Trans>;
  }
}

/** The timeline's status words. */
export function StatusBadge({ status }: { status: ProgressStatus }) {
  switch (status) {
    case 'completed':
      return (
        <span className="badge badge--success">
          <Trans>Completato</Trans>
        </span>
      );
    case 'in_progress':
      return (
        <span className="badge badge--info">
          <Trans>In Corso</Trans>
        </span>
      );
    default:
      return (
        <span className="badge badge--muted">
          <Trans>Da Iniziare</Trans>
        </span>
      );
  }
}
