import { StorageUsage } from '../../features/installed-app';
import { SyncIndicator } from '../../features/sync';
import { PrepareOffline } from '../../features/offline-prep';
import { prepareSessionScreens } from '../offline/prepare-session';

/** The sync indicator as every frame shows it: its panel ends with the storage used and "Prepara offline". */
export function AppSyncIndicator() {
  return (
    <SyncIndicator>
      <StorageUsage />
      <PrepareOffline prepareSession={prepareSessionScreens} />
    </SyncIndicator>
  );
}
