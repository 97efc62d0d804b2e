import { firstScreenPainted } from '../lib/first-paint';
import { yieldToMain } from '../lib/yield-to-main';
import type { BackendClient } from './backend-client';
import { createDeferredClient } from './deferred-client';

export { supabaseAnonKey, supabaseUrl } from './config';

/**
 * The app's Supabase client as screens receive it: deferred (see deferred-client.ts), so a screen that paints
 * from the device does not wait for supabase-js's code. It downloads at the first awaited request, once the
 * first screen is shown (its requests would wait for that anyway: supabase-client.ts).
 */
export const supabase: BackendClient = createDeferredClient(() =>
  firstScreenPainted()
    .then(() => import('./supabase-client'))
    // The requests recorded meanwhile run in a task of their own, not in the one that ran supabase-js's code.
    .then(async (module) => {
      await yieldToMain();
      return module.supabase;
    }),
);
