import { Trans } from '@lingui/react/macro';

interface TeamBadgesProps {
  teamName: string | null;
  /** Shown in upper case; null to leave it out. */
  assessmentType: string | null;
  evaluationType: string | null;
  targetName: string | null;
}

/** The badge row: team (fallback 'Team sconosciuto'), type in upper case, 'Valutando: {name}' for manager evaluations. */
export function TeamBadges({ teamName, assessmentType, evaluationType, targetName }: TeamBadgesProps) {
  return (
    <div className="assessment-badges">
      <span className="assessment-badge">{teamName ?? <Trans>Team sconosciuto</Trans>}</span>
      {assessmentType ? <span className="assessment-badge assessment-badge--type">{assessmentType.toUpperCase()}</span> : null}
      {evaluationType === 'manager' && targetName ? (
        <span className="assessment-badge assessment-badge--target">
          <Trans>Valutando: {targetName}</Trans>
        </span>
      ) : null}
    </div>
  );
}
