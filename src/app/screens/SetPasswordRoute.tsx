import { SetPasswordScreen } from '../../features/auth/screens/SetPasswordScreen';
import { updatePassword } from '../../features/auth/api';
import { supabase } from '../../backend/client';

const setPassword = (password: string) => updatePassword(supabase, password);

/** The set-password screen, changing the password through supabase auth's updateUser. */
export function SetPasswordRoute() {
  return <SetPasswordScreen onSetPassword={setPassword} />;
}
