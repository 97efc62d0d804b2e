import { SetPasswordScreen } from '../../features/auth/screens/SetPasswordScreen';
import { getAppAuth } from '../auth/app-auth';

const setPassword = (password: string) => getAppAuth().services.updatePassword(password);

/** The set-password screen, changing the password through the auth services (supabase auth updateUser). */
export function SetPasswordRoute() {
  return <SetPasswordScreen onSetPassword={setPassword} />;
}
