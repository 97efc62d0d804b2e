import { Trans } from '@lingui/react/macro';

interface TeamBadgesProps {
  /** undefined while the name is not known yet; null when the team cannot be found. */
  teamName: string | null | undefined;
  /** Shown in upper case; null to leave it out. */
  assessmentType: string | null;
  evaluationType: string | null;
  targetName: string | null;
}

/**
 * The badge row: team (a placeholder while its name loads, 'Team sconosciuto' when it cannot be found), type in
 * upper case, 'Valutando: {name}' for manager evaluations.
 */
export function TeamBadges({ teamName, assessmentType, evaluationType, targetName }: TeamBadgesProps) {
  return (
    <div className="assessment-badges">
      {teamName === undefined ? (
        <span className="assessment-badge assessment-badge--pending">
          <Trans>Caricamento del team…</Trans>
        </span>
      ) : (
        <span className="assessment-badge">{teamName ?? <Trans>Team sconosciuto</Trans>}</span>
      )}
      {assessmentType ? (
        <span className="assessment-badge assessment-badge--type">{assessmentType.toUpperCase()}</span>
      ) : null}
      {evaluationType === 'manager' && targetName ? (
        <span className="assessment-badge assessment-badge--target">
          <Trans>Valutando: {targetName}</Trans>
        </span>
      ) : null}
    </div>
  );
}
