// The sync engine: pushes the outbox through the transport, its state, the registry of the
// signed-in user's engine and the device's health reports. React hooks are in ./hooks.
export { SyncEngine } from './engine';
export { createSupabaseTransport } from './transport';
export type { EngineState } from './engine-state';
export { coalesceHead, type PushUnit } from './coalesce';
export { setActiveSync, type ActiveSync } from './active-sync';
export { startDeviceHealthReports } from './device-health';
