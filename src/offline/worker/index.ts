// What the service worker needs to flush the outbox on its own: the session the page mirrors for
// it and the flush itself. Nothing here imports React.
export { flushFromWorker } from './flush';
export { clearWorkerSession, forgetWorkerSession, saveWorkerSession } from './session';
