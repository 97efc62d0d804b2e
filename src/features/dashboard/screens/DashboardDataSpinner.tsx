import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../../ui';

/** What stands for the /user sections read from the backend while their code or the device's copies load. */
export function DashboardDataSpinner() {
  return <Spinner label={<Trans>Caricamento assessment...</Trans>} />;
}
