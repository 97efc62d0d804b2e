export { clearDataCaches } from './clear-data-caches';
export { answerFlushRequests, type FlushResponder } from './background-sync';
export { registerUpdateBlocker, notifyUpdateBlockersChanged, type BusyCheck } from '../../lib/pwa/update-guards';
export { requestPersistentStorageAfterSignIn } from './persist-storage';
export { registerServiceWorker } from './register';
