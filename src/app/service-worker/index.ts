export { clearDataCaches } from './clear-data-caches';
export { answerFlushRequests, type FlushResponder } from './flush-requests';
export { registerUpdateBlocker, notifyUpdateBlockersChanged, type BusyCheck } from '../../lib/app-update/update-guards';
export { requestPersistentStorageAfterSignIn } from './persist-storage';
export { registerServiceWorker } from './register';
