import { useAuth } from '../../features/auth/hooks';
import { useLogout } from '../auth/use-logout';
import { useLanguage } from '../../lib/i18n';
import { UserMenuView } from '../../features/auth/components/UserMenuView';

/** The signed-in user's menu, wired to the auth machine and the language choice. */
export function UserMenu() {
  const { user, profile, roles } = useAuth();
  const { language, setLanguage } = useLanguage();
  const logout = useLogout();
  if (!user) return null;
  return (
    <UserMenuView
      person={{ firstName: profile?.first_name ?? null, lastName: profile?.last_name ?? null, email: profile?.email ?? user.email }}
      primaryRole={roles.effectiveRole}
      roles={roles.roles}
      language={language}
      onLanguage={(next) => void setLanguage(next)}
      onLogout={() => void logout()}
    />
  );
}
