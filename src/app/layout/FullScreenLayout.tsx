import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../ui';
import { SignedInSyncIndicator } from './signed-in-header';
import './full-screen.css';

/**
 * The frame of a full-screen flow (taking an assessment, the coaching flows): the flow brings its own header,
 * and above it a slim bar keeps the sync state in sight, so a member answering with no network sees that the
 * answers are kept on the device and how many wait to be sent. The flow scrolls below the bar, so the bar
 * never covers the question and the flow's own sticky header sticks under it.
 */
export function FullScreenLayout() {
  return (
    <div className="flow-frame">
      <div className="flow-frame__bar" data-testid="flow-sync-bar">
        <Suspense fallback={null}>
          <SignedInSyncIndicator />
        </Suspense>
      </div>
      <div className="flow-frame__content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
