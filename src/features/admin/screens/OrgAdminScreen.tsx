import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadState } from '../../../ui';
import { UrlTabs } from '../components/UrlTabs';
import { SECTION_PARAM } from '../tab-params';
import { ImpersonationBanner } from '../components/ImpersonationBanner';
import { AssessmentsTab, type Rescore } from '../assessments/AssessmentsTab';
import { DevicesTab } from '../devices/DevicesTab';
import { MembersTab } from '../members/MembersTab';
import { TeamsTab } from '../teams/TeamsTab';
import { ContentTab } from '../content/ContentTab';
import { packsSection } from '../content/packs/PacksSection';
import type { AssessmentAuthoringTools } from '../content/assessments/authoring-tools';
import { TemplatesSection } from '../content/assessments/TemplatesSection';
import { CoachingProgramsTab } from '../content/coaching/CoachingProgramsTab';
import { SessionsTab } from '../sessions/SessionsTab';
import { TeamsLoadError, type OrgOverview } from '../api';
import { useOrgOverview } from '../hooks';
import '../admin.css';

export interface OrgAdminScreenProps {
  userId: string;
  organizationId: string;
  managerLevel: string | null;
  /** super_admin or org_admin (debug line). */
  adminLevel?: string | null;
  /** The impersonated organisation's name while a super admin works as its admin. */
  impersonating: string | null;
  onBackToSuperAdmin: () => void;
  onExitImpersonation: () => void;
  /** Recomputes a completed assessment's score from the stored rules (the app wires the assessment feature's scorer). */
  rescore?: Rescore;
  /** The member's widgets and the scorer for the content editors' preview (wired by the app). */
  authoring?: AssessmentAuthoringTools;
}

/**
 * /org-admin/{organizationId}: tabs Members, Teams, TPM Assessment (with counts), Dispositivi, Sessioni, Contenuti;
 * `?tab=` selects one (the role navigation links to each), `&section=` a kind of content.
 */
export function OrgAdminScreen(props: OrgAdminScreenProps) {
  const { userId, organizationId, impersonating } = props;
  const overview = useOrgOverview(userId, organizationId);
  return (
    <div className="admin-page">
      {impersonating != null ? (
        <ImpersonationBanner
          organizationName={impersonating}
          onBackToSuperAdmin={props.onBackToSuperAdmin}
          onExit={props.onExitImpersonation}
        />
      ) : null}
      <LoadState
        query={overview}
        errorText={overview.error instanceof TeamsLoadError ? <Trans>Error loading teams</Trans> : undefined}
      >
        {(data) => <OrgOverviewView {...props} data={data} reload={overview.reload} />}
      </LoadState>
      <details className="admin-debug">
        <summary>
          <Trans>Informazioni di debug</Trans>
        </summary>
        <ul>
          <li>org id: {organizationId}</li>
          <li>user id: {userId}</li>
          <li>manager level: {props.managerLevel ?? 'none'}</li>
          <li>admin level: {props.adminLevel ?? 'none'}</li>
          <li>impersonating: {impersonating != null ? 'yes' : 'no'}</li>
        </ul>
      </details>
    </div>
  );
}

function OrgOverviewView({
  data,
  reload,
  userId,
  organizationId,
  rescore,
  authoring,
  adminLevel,
}: OrgAdminScreenProps & { data: OrgOverview; reload: () => void }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const name = data.organization?.name ?? '';
  const members = data.members.length;
  const teams = data.teams.length;
  const tpm = data.tpmAssessments;
  return (
    <>
      <h1>{name || <Trans>Organizzazione</Trans>}</h1>
      <UrlTabs
        label={t`Sezioni dell'organizzazione`}
        params={params}
        setParams={setParams}
        items={[
          {
            id: 'members',
            label: <Trans>Membri ({members})</Trans>,
            content: <MembersTab organizationId={organizationId} data={data} onChanged={reload} />,
          },
          {
            id: 'teams',
            label: <Trans>Team ({teams})</Trans>,
            content: <TeamsTab organizationId={organizationId} data={data} onChanged={reload} />,
          },
          {
            id: 'tpm',
            label: <Trans>Assessment TPM ({tpm})</Trans>,
            content: (
              <AssessmentsTab
                userId={userId}
                organizationId={organizationId}
                data={data}
                rescore={rescore}
                onChanged={reload}
              />
            ),
          },
          {
            id: 'devices',
            label: <Trans>Dispositivi</Trans>,
            content: <DevicesTab userId={userId} organizationId={organizationId} />,
          },
          {
            id: 'sessions',
            label: <Trans>Sessioni</Trans>,
            content: (
              <SessionsTab organizationId={organizationId} data={data} isSuperAdmin={adminLevel === 'super_admin'} />
            ),
          },
          ...(authoring
            ? [
                {
                  id: 'content',
                  label: <Trans>Contenuti</Trans>,
                  content: (
                    <ContentTab
                      key={params.get(SECTION_PARAM) ?? ''}
                      initialSection={params.get(SECTION_PARAM)}
                      sections={[
                        {
                          id: 'assessment-templates',
                          label: <Trans>Modelli di assessment</Trans>,
                          content: (
                            <TemplatesSection userId={userId} organizationId={organizationId} tools={authoring} />
                          ),
                        },
                        {
                          id: 'coaching-programs',
                          label: <Trans>Programmi di coaching</Trans>,
                          content: <CoachingProgramsTab organizationId={organizationId} />,
                        },
                        packsSection(organizationId),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
