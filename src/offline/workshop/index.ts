// The workshop tablet: its key pair and registration, the workshop code (a slow salted hash) and
// the wait after wrong codes, the bundle put into the participants' caches, and the signed push of
// every participant's work (docs/workshop-tablets.md).
export type { WorkshopDevice, WorkshopServerStatus } from './db';
export { createDeviceKeys } from './keys';
export { MIN_CODE_LENGTH, saveWorkshopCode } from './code';
export { checkWorkshopCode, lockedUntil, type CodeCheck } from './attempts';
export { readDevice, readServerStatus, saveDevice } from './device';
export { cacheBundle, type ParticipantReadiness, type WorkshopBundle, type WorkshopParticipant } from './bundle';
export { pushWorkshopOutbox, unsentByParticipant, type WorkshopPushResult } from './push';
export { startWorkshopPusher } from './pusher';
export { readParticipantWork, type ParticipantWork } from './participant';
export type { WorkshopPushConfig } from './push';
