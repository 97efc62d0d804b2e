/* eslint-disable boundaries/dependencies -- stands in for src/app/auth/app-auth.ts in a variant build */
// Without the start in steps: the machine is created, provided and started in one task.
import { getAppAuth, type AppAuth } from '../../../src/app/auth/app-auth';

export { getAppAuth };
export type { AppAuth };

export const loadAppAuth = async (): Promise<AppAuth> => getAppAuth();
