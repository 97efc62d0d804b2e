// The operation kinds the outbox carries: their payloads (./payloads) and the registry of their
// handlers (./registry), each kind's handler living in its domain's folder.
export type { OperationKind, PayloadMap } from './payloads';
export { progressTarget } from './payloads';
