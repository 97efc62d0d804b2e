import { useParams } from 'react-router-dom';
import { useAuth, useAuthActor } from '../../features/auth/hooks';
import { OrgAdminScreen } from '../../features/admin/screens/OrgAdminScreen';
import { SuperAdminScreen } from '../../features/admin/screens/SuperAdminScreen';
import { assessmentAuthoringTools } from './authoring-tools';

/** /super-admin: 'Gestisci' starts impersonating the organisation through the auth machine. */
export function SuperAdminRoute() {
  const { user, roles } = useAuth();
  const actor = useAuthActor();
  if (!user) return null;
  return (
    <SuperAdminScreen
      userId={user.id}
      isSuperAdmin={roles.isSuperAdmin}
      authoring={assessmentAuthoringTools}
      onManage={(organization) =>
        actor.send({
          type: 'IMPERSONATION.START',
          organizationId: organization.id,
          organizationName: organization.name,
        })
      }
    />
  );
}

/** /org-admin/{organizationId}, with the impersonation banner while a super admin works as its admin. */
export function OrgAdminRoute() {
  const { organizationId = '' } = useParams();
  const { user, profile, impersonation, roles } = useAuth();
  const actor = useAuthActor();
  if (!user) return null;
  const stop = () => actor.send({ type: 'IMPERSONATION.STOP' });
  return (
    <OrgAdminScreen
      key={organizationId}
      userId={user.id}
      organizationId={organizationId}
      managerLevel={profile?.manager_level ?? null}
      adminLevel={roles.isSuperAdmin ? 'super_admin' : roles.isOrgAdmin ? 'org_admin' : null}
      impersonating={impersonation?.organizationName ?? null}
      onBackToSuperAdmin={stop}
      onExitImpersonation={stop}
      authoring={assessmentAuthoringTools}
      rescore={(assessmentId) => import('./admin-rescore').then((m) => m.rescoreAssessment(assessmentId))}
    />
  );
}
