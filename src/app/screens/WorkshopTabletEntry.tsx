import { lazy, Suspense } from 'react';
import { loadAllMessages } from '../../lib/i18n/activate';
import { PageSpinner } from '../../ui';

// The tablet's page is public (no one is signed in on it), yet its texts are outside the catalog's boot
// part: they load with its code and the backend's client, as a backendScreen's do.
const Tablet = lazy(() =>
  Promise.all([
    import('./WorkshopRoutes').then((m) => m.WorkshopTabletRoute),
    import('../BackendScope').then((m) => m.BackendScope),
    loadAllMessages(),
  ]).then(([Screen, Scope]) => ({
    default: () => (
      <Scope>
        <Screen />
      </Scope>
    ),
  })),
);

/** /workshop: the prepared workshop tablet. */
export function WorkshopTabletEntry() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Tablet />
    </Suspense>
  );
}
