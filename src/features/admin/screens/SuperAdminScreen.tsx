import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../../ui';
import { UrlTabs } from '../components/UrlTabs';
import { TAB_PARAM } from '../tab-params';
import type { OrganizationRow } from '../organization';
import { CreateOrganizationTab } from '../super/CreateOrganizationTab';
import { OrganizationsTab } from '../super/OrganizationsTab';
import { SuperAdminsTab } from '../super/SuperAdminsTab';
import { ContentTab } from '../content/ContentTab';
import { CoachingProgramsTab } from '../content/coaching/CoachingProgramsTab';
import { packsSection } from '../content/packs/PacksSection';
import type { AssessmentAuthoringTools } from '../content/assessments/authoring-tools';
import { TemplatesSection } from '../content/assessments/TemplatesSection';
import '../admin.css';

export interface SuperAdminScreenProps {
  userId: string;
  isSuperAdmin: boolean;
  /** Starts impersonating the organisation (the auth machine toasts and goes to /org-admin/{id}). */
  onManage: (organization: Pick<OrganizationRow, 'id' | 'name'>) => void;
  /** The member's widgets and the scorer for the content editors' preview (wired by the app). */
  authoring?: AssessmentAuthoringTools;
}

/**
 * /super-admin: tabs Organizations (open as its admin, suspend, reactivate), Create Organization, Super Admins,
 * Contenuti; `?tab=` selects one (the role navigation links to each).
 */
export function SuperAdminScreen({ userId, isSuperAdmin, onManage, authoring }: SuperAdminScreenProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const setTab = (id: string) => setParams({ [TAB_PARAM]: id }, { replace: true });
  if (!isSuperAdmin) {
    return (
      <Card title={<Trans>Accesso negato</Trans>} titleLevel={1}>
        <p role="alert">
          <Trans>Only super administrators can access this area</Trans>
        </p>
      </Card>
    );
  }
  return (
    <div className="admin-page">
      <h1>
        <Trans>Dashboard super amministratore</Trans>
      </h1>
      <UrlTabs
        label={t`Sezioni del super amministratore`}
        params={params}
        setParams={setParams}
        items={[
          {
            id: 'organizations',
            label: <Trans>Organizations</Trans>,
            content: <OrganizationsTab userId={userId} onManage={onManage} />,
          },
          {
            id: 'create',
            label: <Trans>Create Organization</Trans>,
            content: <CreateOrganizationTab onCreated={() => setTab('organizations')} />,
          },
          { id: 'super-admins', label: <Trans>Super Admins</Trans>, content: <SuperAdminsTab userId={userId} /> },
          ...(authoring
            ? [
                {
                  id: 'content',
                  label: <Trans>Contenuti</Trans>,
                  content: (
                    <ContentTab
                      sections={[
                        {
                          id: 'assessment-templates',
                          label: <Trans>Modelli di assessment</Trans>,
                          content: <TemplatesSection userId={userId} organizationId={null} tools={authoring} />,
                        },
                        {
                          id: 'coaching-programs',
                          label: <Trans>Programmi di coaching</Trans>,
                          content: <CoachingProgramsTab organizationId={null} />,
                        },
                        packsSection(null),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
