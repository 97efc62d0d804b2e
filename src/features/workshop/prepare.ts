import type { BackendClient } from '../../backend/backend-client';
import {
  cacheBundle,
  createDeviceKeys,
  saveDevice,
  saveWorkshopCode,
  type ParticipantReadiness,
} from '../../offline/workshop';
import { fetchBundle, fetchScoringRules, registerDevice } from './api';

export type PrepareStep = 'keys' | 'register' | 'bundle' | 'store';

export interface PrepareInput {
  preparedBy: string;
  teamId: string;
  sessionId: string | null;
  label: string;
  workshopDate: string;
  code: string;
}

export interface Prepared {
  deviceId: string;
  uploadUntil: string;
  teamName: string;
  readiness: ParticipantReadiness[];
}

export interface PrepareDeps {
  client: BackendClient;
  onStep?: (step: PrepareStep) => void;
  now?: () => Date;
}

/**
 * Prepares this tablet for one workshop: a new key pair (the private key never leaves WebCrypto),
 * its public half registered, the team's bundle put in each participant's cache, the code's hash
 * kept. The device row is written last: a tablet whose preparation failed half-way is not ready.
 */
export async function prepareTablet(input: PrepareInput, { client, onStep, now = () => new Date() }: PrepareDeps) {
  onStep?.('keys');
  const { privateKey, publicJwk } = await createDeviceKeys();
  onStep?.('register');
  const registered = await registerDevice(client, { ...input, publicJwk });
  onStep?.('bundle');
  const bundle = await fetchBundle(client, registered.id);
  const rules = await fetchScoringRules(client).catch(() => []);
  onStep?.('store');
  const at = now().toISOString();
  const readiness = await cacheBundle(
    { ...bundle, scoring_rules: [...(bundle.scoring_rules ?? []), ...rules] },
    undefined,
    at,
  );
  await saveWorkshopCode(input.code);
  await saveDevice({
    id: registered.id,
    organizationId: (bundle.device.organization_id as string | null | undefined) ?? null,
    teamId: input.teamId,
    teamName: bundle.team?.name ?? '',
    sessionId: input.sessionId,
    label: input.label,
    workshopDate: input.workshopDate,
    uploadUntil: registered.upload_until,
    preparedBy: input.preparedBy,
    preparedAt: at,
    participants: bundle.participants,
    privateKey,
    publicJwk,
  });
  return {
    deviceId: registered.id,
    uploadUntil: registered.upload_until,
    teamName: bundle.team?.name ?? '',
    readiness,
  } satisfies Prepared;
}
