/** base64url of a JSON value (what a JWT segment is). */
export function base64UrlJson(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned user token: the worker only reads the payload. */
export function fakeUserToken(sub: string, extra: Record<string, unknown> = {}): string {
  return `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson({ sub, role: 'authenticated', ...extra })}.signature`;
}

export const FAKE_ANON_TOKEN = `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson({ role: 'anon' })}.signature`;
