import { Suspense, lazy, useState } from 'react';
import { useAuth } from '../../features/auth/hooks';
import { UserMenuTrigger } from '../../features/auth/components/UserMenuTrigger';
import { useLogout } from '../auth/use-logout';
import { useLanguage } from '../../lib/i18n';
import { useFirstScreenPainted } from '../../lib/first-paint';

// The menu itself (Radix's dropdown, positioning, focus handling) is not the first screen's: it loads once
// that screen is painted, or at once when the button is pressed before then.
const UserMenuView = lazy(() =>
  import('../../features/auth/components/UserMenuView').then((m) => ({ default: m.UserMenuView })),
);

/** The signed-in user's menu, wired to the auth machine and the language choice. */
export function UserMenu() {
  const { user, profile, roles } = useAuth();
  const { language, setLanguage } = useLanguage();
  const logout = useLogout();
  const painted = useFirstScreenPainted();
  const [openAsked, setOpenAsked] = useState(false);
  if (!user) return null;
  const person = {
    firstName: profile?.first_name ?? null,
    lastName: profile?.last_name ?? null,
    email: profile?.email ?? user.email,
  };
  const button = (
    <UserMenuTrigger person={person} aria-haspopup="menu" aria-expanded={false} onClick={() => setOpenAsked(true)} />
  );
  if (!painted && !openAsked) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuView
        person={person}
        primaryRole={roles.effectiveRole}
        roles={roles.roles}
        language={language}
        onLanguage={(next) => void setLanguage(next)}
        onLogout={() => void logout()}
        defaultOpen={openAsked}
      />
    </Suspense>
  );
}
