// The outbox: commit(op) writes the local row and queues the operation in one transaction; the
// queue, its journal, its log and the rescue document. React hooks are in ./hooks.
export { commit, replayJournal } from './commit';
export { newOperation } from './validate';
export { discardEntry } from './queue';
export { countUnsent } from './unsent';
export { buildRescueDocument, downloadRescueDocument, type RescueDocument } from './rescue';
export type { CommitResult, OutboxEntry, PushOutcome } from './types';
