// @vitest-environment jsdom
import { Dexie } from 'dexie';
import type { BackendClient } from '../../backend/backend-client';
import { prepareTablet, type PrepareStep } from './prepare';

const COACH = '00000000-0000-4000-8000-0000000000c3';
const ANNA = '00000000-0000-4000-8000-0000000000a1';
const DEVICE = '00000000-0000-4000-8000-0000000000d4';
const CODE = 'tigre-42-segreto';
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.coach-access-token';
const REFRESH_TOKEN = 'coach-refresh-token-123';

/** The signed-in coach's client, as far as preparation uses it: the two rpcs and the rules' read. */
function fakeClient() {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const rpc = async (name: string, args: Record<string, unknown>) => {
    calls.push({ name, args });
    if (name === 'register_workshop_device')
      return { data: { id: DEVICE, upload_until: '2026-01-15T00:00:00Z' }, error: null };
    return {
      data: {
        device: { id: DEVICE, organization_id: 'org-1' },
        team: { id: 'team-1', name: 'Alpha' },
        participants: [{ user_id: ANNA, full_name: 'Anna Rossi' }],
        session: null,
        phases: [],
        activities: [],
        forms: [],
        assessments: [
          {
            id: 'a-1',
            user_id: ANNA,
            answers: {},
            answer_times: {},
            completed_at: null,
            template: null,
            questions: [],
          },
        ],
        progress: [],
      },
      error: null,
    };
  };
  const from = () => ({ select: () => ({ eq: async () => ({ data: [], error: null }) }) });
  return { client: { rpc, from } as unknown as BackendClient, calls };
}

/** Every row of every IndexedDB database on the device, as text. */
async function everythingStored(): Promise<string> {
  const parts: string[] = [];
  for (const name of await Dexie.getDatabaseNames()) {
    const db = new Dexie(name);
    await db.open();
    for (const table of db.tables) parts.push(JSON.stringify(await table.toArray()));
    db.close();
  }
  for (let i = 0; i < localStorage.length; i++) parts.push(localStorage.getItem(localStorage.key(i)!) ?? '');
  return parts.join('\n');
}

it('registers only a public key and leaves no code, password or token on the tablet', async () => {
  const { client, calls } = fakeClient();
  const steps: PrepareStep[] = [];
  const prepared = await prepareTablet(
    { preparedBy: COACH, teamId: 'team-1', sessionId: null, label: 'Tablet 1', workshopDate: '2026-01-01', code: CODE },
    { client, onStep: (step) => steps.push(step) },
  );
  expect(steps).toEqual(['keys', 'register', 'bundle', 'store']);
  expect(prepared.readiness).toEqual([
    { userId: ANNA, fullName: 'Anna Rossi', assessments: 1, activities: 0, forms: 0 },
  ]);
  const registered = calls.find((c) => c.name === 'register_workshop_device')!.args;
  expect(Object.keys(registered.p_public_key as object).sort()).toEqual(['crv', 'kty', 'x', 'y']);

  const stored = await everythingStored();
  expect(stored).toContain(DEVICE);
  expect(stored).toContain('a-1');
  for (const secret of [CODE, ACCESS_TOKEN, REFRESH_TOKEN, 'Password-123']) expect(stored).not.toContain(secret);
  expect(stored).not.toMatch(/"d":/); // no private JWK member
  expect(stored).not.toMatch(/access_token|refresh_token|password/i);
});
