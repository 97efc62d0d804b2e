import { AutoPrepareOffline } from '../../features/offline-prep';
import { BackendScope } from '../BackendScope';
import { SyncEngineProvider } from './SyncEngineProvider';
import { prepareSessionScreens } from './prepare-session';

/** What runs beside the screens once someone has signed in: the outbox sync engine and the automatic offline preparation. */
export function SignedInServices() {
  return (
    <BackendScope>
      <SyncEngineProvider>
        <AutoPrepareOffline prepareSession={prepareSessionScreens} />
      </SyncEngineProvider>
    </BackendScope>
  );
}
