/**
 * Workshop tablet rows the seed lacks, inserted by the superuser for the security matrix: an Acme
 * tablet prepared by the Alpha session's coach with one answered batch, one refusal and one delivery
 * for member@acme, and a Globex tablet (the Globex end of the foreign keys to workshop_devices).
 */
import { ACCOUNTS, ORG, SESSION_ID, TEAM, seedId } from './demo-ids.ts';

export const WORKSHOP = {
  acmeDevice: seedId('95000000', 1),
  globexDevice: seedId('95000000', 2),
  batch: seedId('96000000', 1),
  refusal: seedId('97000000', 1),
  delivery: seedId('98000000', 1),
} as const;

/** A syntactically valid public P-256 JWK (the matrix never verifies a signature with it). */
export const FIXTURE_JWK = { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43) } as const;

export const WORKSHOP_FIXTURE_SQL = `
insert into public.workshop_devices (id, organization_id, team_id, session_id, label, public_key, prepared_by, upload_until) values
  ('${WORKSHOP.acmeDevice}', '${ORG.acme}', '${TEAM.alpha}', '${SESSION_ID}', 'Tablet Alpha', '${JSON.stringify(FIXTURE_JWK)}',
   '${ACCOUNTS.coach.userId}', '2099-01-01 00:00+00'),
  ('${WORKSHOP.globexDevice}', '${ORG.globex}', '${TEAM.orion}', null, 'Tablet Orion', '${JSON.stringify(FIXTURE_JWK)}',
   '${ACCOUNTS.globex.userId}', '2099-01-01 00:00+00');
insert into public.workshop_batches (device_id, batch_id, http_status, answer) values
  ('${WORKSHOP.acmeDevice}', '${WORKSHOP.batch}', 200, '{}');
insert into public.workshop_refusals (id, device_id, op_id, user_id, kind, reason) values
  ('${WORKSHOP.refusal}', '${WORKSHOP.acmeDevice}', 'op-1', '${ACCOUNTS.member.userId}', 'chat-message/send', 'kind_not_allowed');
insert into public.workshop_deliveries (op_id, device_id, user_id, vouched_by, kind, target) values
  ('${WORKSHOP.delivery}', '${WORKSHOP.acmeDevice}', '${ACCOUNTS.member.userId}', '${ACCOUNTS.coach.userId}', 'progress/upsert', 't');
`;
