export { SyncIndicator } from './SyncIndicator';
export { LogoutGuard } from './LogoutGuard';
export { exportRescueCopy } from './actions';
export {
  defaultLogoutDeps, logoutDiscardingWork, logoutKeepingWork, startLogout, syncThenLogout, type LogoutDeps,
} from './logout-flow';
