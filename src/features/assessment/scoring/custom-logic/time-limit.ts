/** How long custom scoring logic may run before its sandbox is stopped (spec: 30 seconds). */
export const CUSTOM_LOGIC_TIMEOUT_MS = 30_000;
