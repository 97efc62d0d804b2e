export { SyncIndicator } from './SyncIndicator';
export { LogoutGuard } from './LogoutGuard';
export { exportRescueCopy } from './actions';
