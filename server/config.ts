/** The embedded backend's settings. Keys are not here: they are generated per installation (server/auth/keys.ts). */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 54321;
/** Where `npm start` serves the app; the browser origins CORS answers by default. */
export const APP_PORT = 4173;
export const DEFAULT_APP_ORIGINS = [`http://127.0.0.1:${APP_PORT}`, `http://localhost:${APP_PORT}`];
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const MAX_BODY_BYTES = 1024 * 1024;
/** bcrypt cost of every password hash the backend makes (GoTrue's default). */
export const BCRYPT_COST = 10;
/** Roles a JWT may ask for; anything else is refused before reaching the database. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface AuthSettings {
  /** Failed password sign-ins allowed per client address within the window; then 429. */
  signInFailuresPerAddress: number;
  /** Failed password sign-ins allowed per e-mail within the window; then 429. */
  signInFailuresPerAccount: number;
  rateLimitWindowSeconds: number;
  /** How long a just-rotated refresh token may be used again (GoTrue's refresh_token_reuse_interval). */
  refreshTokenReuseIntervalSeconds: number;
  /** bcrypt cost of the hashes the backend makes (BCRYPT_COST; a test that creates a thousand people may lower it). */
  passwordHashCost: number;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  signInFailuresPerAddress: 30,
  signInFailuresPerAccount: 10,
  rateLimitWindowSeconds: 300,
  refreshTokenReuseIntervalSeconds: 10,
  passwordHashCost: BCRYPT_COST,
};

const ENV_NAMES: Record<keyof AuthSettings, string> = {
  signInFailuresPerAddress: 'AUTH_SIGN_IN_FAILURES_PER_ADDRESS',
  signInFailuresPerAccount: 'AUTH_SIGN_IN_FAILURES_PER_ACCOUNT',
  rateLimitWindowSeconds: 'AUTH_RATE_LIMIT_WINDOW_SECONDS',
  refreshTokenReuseIntervalSeconds: 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS',
  passwordHashCost: 'AUTH_PASSWORD_HASH_COST',
};

/** The defaults, overridden by the environment (see README, Security), overridden by `given`. */
export function authSettings(given: Partial<AuthSettings> = {}, env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const settings = { ...DEFAULT_AUTH_SETTINGS };
  for (const key of Object.keys(ENV_NAMES) as Array<keyof AuthSettings>) {
    const raw = env[ENV_NAMES[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${ENV_NAMES[key]} must be a number >= 0, got "${raw}"`);
    settings[key] = value;
  }
  return { ...settings, ...given };
}

/** Browser origins allowed to call the API: the app's, plus BACKEND_CORS_ORIGINS (comma-separated). */
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.BACKEND_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return [...new Set([...DEFAULT_APP_ORIGINS, ...extra])];
}
