import { parseArgs } from 'node:util';
import { loadOrCreateKeys } from '../auth/keys.ts';
import { createFirstSuperAdmin } from './first-super-admin.ts';

// `npm run super-admin -- --email <address> [--first-name <name>] [--last-name <name>]`: creates a
// super admin on a running backend, with the password in SUPER_ADMIN_PASSWORD (kept out of the shell's
// history). The backend is SUPABASE_URL (default the embedded one, http://127.0.0.1:54321) with
// SUPABASE_SERVICE_ROLE_KEY (default this installation's, .data/keys.json): for a hosted project name
// both. That super admin then creates organisations and the rest from the app.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const password = process.env.SUPER_ADMIN_PASSWORD ?? '';
if (!values.email || !password) {
  console.error(
    'Usage: SUPER_ADMIN_PASSWORD=<password> npm run super-admin -- --email <address> [--first-name <name>] [--last-name <name>]',
  );
  process.exit(2);
}
const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? loadOrCreateKeys().serviceRoleKey;
try {
  const id = await createFirstSuperAdmin({
    url,
    serviceRoleKey,
    email: values.email,
    password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Super admin ${values.email} created on ${url} (user ${id}); sign in at /admin-login.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
