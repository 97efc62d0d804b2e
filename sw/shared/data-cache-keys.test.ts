import { describe, expect, it } from 'vitest';
import { base64UrlJson, FAKE_ANON_TOKEN, fakeUserToken as userToken } from './test-tokens';
import { dataTableOf, userCacheKey, userFromAuthorization, userOfCacheKey } from './data-cache-keys';

const ANON_KEY = FAKE_ANON_TOKEN;
const SERVICE_KEY = `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson({ role: 'service_role' })}.signature`;

const URL_QUESTIONS = 'http://127.0.0.1:54321/rest/v1/assessment_questions?select=*&template_id=eq.t1';

function read(token: string | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_QUESTIONS, { headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers });
}

describe('the user of a request', () => {
  it('is the sub of the Bearer token', () => {
    expect(userFromAuthorization(`Bearer ${userToken('user-a')}`)).toBe('user-a');
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    expect(userFromAuthorization(`Bearer ${userToken('user-a', { name: 'Niccolò ~?>' })}`)).toBe('user-a');
  });

  it('is nobody for the anon and service keys, a missing header or garbage', () => {
    expect(userFromAuthorization(`Bearer ${ANON_KEY}`)).toBeNull();
    expect(userFromAuthorization(`Bearer ${SERVICE_KEY}`)).toBeNull();
    expect(userFromAuthorization(null)).toBeNull();
    expect(userFromAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(userFromAuthorization('Basic abc.def.ghi')).toBeNull();
  });
});

describe('the cache key', () => {
  it('differs per user for the same URL and names the user', () => {
    const a = userCacheKey(read(userToken('user-a')));
    const b = userCacheKey(read(userToken('user-b')));
    expect(a).not.toBeNull();
    expect(a).not.toBe(b);
    expect(userOfCacheKey(a as string)).toBe('user-a');
    expect(userOfCacheKey(b as string)).toBe('user-b');
  });

  it('is the same for two tokens of the same user (a refreshed session still hits its cache)', () => {
    expect(userCacheKey(read(userToken('user-a', { iat: 1 })))).toBe(
      userCacheKey(read(userToken('user-a', { iat: 2 }))),
    );
  });

  it('does not exist for anonymous requests, so they are never cached', () => {
    expect(userCacheKey(read(ANON_KEY))).toBeNull();
    expect(userCacheKey(read(null))).toBeNull();
  });

  it('keeps one-row and list reads of the same URL apart', () => {
    const list = userCacheKey(read(userToken('user-a')));
    const single = userCacheKey(read(userToken('user-a'), { accept: 'application/vnd.pgrst.object+json' }));
    expect(list).not.toBe(single);
  });

  it('keeps the original query', () => {
    const key = new URL(userCacheKey(read(userToken('user-a'))) as string);
    expect(key.pathname).toBe('/rest/v1/assessment_questions');
    expect(key.searchParams.get('template_id')).toBe('eq.t1');
  });
});

describe('the cached tables', () => {
  it('are questions, phases and activities on any backend origin', () => {
    expect(dataTableOf(new URL(URL_QUESTIONS))).toBe('assessment_questions');
    expect(dataTableOf(new URL('https://x.supabase.co/rest/v1/coaching_phases?select=*'))).toBe('coaching_phases');
    expect(dataTableOf(new URL('https://x.supabase.co/rest/v1/coaching_activities'))).toBe('coaching_activities');
    expect(dataTableOf(new URL('https://x.supabase.co/rest/v1/assessments'))).toBeNull();
    expect(dataTableOf(new URL('https://x.supabase.co/rest/v1/rpc/assessment_questions'))).toBeNull();
  });
});
