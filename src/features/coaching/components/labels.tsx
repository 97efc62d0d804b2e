import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProgressStatus } from '../../../offline/coaching';

export const ACTIVITY_ICONS: Record<string, string> = {
  video: '▶',
  quiz: '?',
  simulation: '⚙',
  workshop: '👥',
  assignment_form: '📝',
  assignment: '📄',
  ai_suggestion: '✨',
};

export function ActivityTypeLabel({ type }: { type: string }): ReactNode {
  switch (type) {
    case 'video':
      return <Trans>Video</Trans>;
    case 'quiz':
      return <Trans>Quiz</Trans>;
    case 'simulation':
      return <Trans>Simulazione</Trans>;
    case 'workshop':
      return <Trans>Workshop</Trans>;
    case 'assignment_form':
      return <Trans>Form di assignment</Trans>;
    case 'assignment':
      return <Trans>Assignment</Trans>;
    case 'ai_suggestion':
      return <Trans>Suggerimenti AI</Trans>;
    default:
      return type;
  }
}

export function ProgressBadge({ status }: { status: ProgressStatus }) {
  return (
    <span className={`coaching-badge coaching-badge--${status}`} data-status={status}>
      {status === 'completed' ? (
        <Trans>Completato</Trans>
      ) : status === 'in_progress' ? (
        <Trans>In Corso</Trans>
      ) : (
        <Trans>Da Iniziare</Trans>
      )}
    </span>
  );
}
