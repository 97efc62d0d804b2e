/** What one signed push may carry: the embedded backend's 1 MiB request limit is the outer bound. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_PARTICIPANTS = 100;
export const MAX_OPERATIONS = 1000;
/** Participants one report of unsent work may name: a tablet reports its whole team at each push. */
export const MAX_REPORTED = 1000;
