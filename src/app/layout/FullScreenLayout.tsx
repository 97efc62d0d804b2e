import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useFirstScreenPainted } from '../../lib/first-paint';
import { PageSpinner } from '../../ui';
import { SignedInSyncIndicator } from './signed-in-header';
import './full-screen.css';

/**
 * The frame of a full-screen flow (taking an assessment, the coaching flows): the flow brings its own header,
 * and above it a slim bar keeps the sync state in sight, so a member answering with no network sees that the
 * answers are kept on the device and how many wait to be sent. The flow scrolls below the bar, so the bar
 * never covers the question and the flow's own sticky header sticks under it. The indicator comes right after
 * the first screen is painted (its code is not that screen's); the bar keeps its height meanwhile.
 */
export function FullScreenLayout() {
  const painted = useFirstScreenPainted();
  return (
    <div className="flow-frame">
      <div className="flow-frame__bar" data-testid="flow-sync-bar">
        {painted ? (
          <Suspense fallback={null}>
            <SignedInSyncIndicator />
          </Suspense>
        ) : null}
      </div>
      <div className="flow-frame__content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
