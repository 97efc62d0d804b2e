import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ActiveSync } from '../../offline';
import { useActiveSync } from '../../offline/hooks';
import { SyncPanel } from './components/SyncPanel';
import { LogoutGuard } from './LogoutGuard';
import { useSyncView } from './hooks';
import { indicatorName, statusLabel } from './status-text';
import './sync.css';

const icons = { offline: '⛔', idle: '✓', syncing: '↻', error: '!' } as const;

/**
 * The app frame's sync state: offline / synced / syncing / error with the pending count. The
 * button opens the sync panel; a polite live region announces changes of state.
 * The engine is the one the app published in the src/offline registry; nothing is rendered while
 * none runs (signed out). Also mounts the logout guard (the pre-logout hook).
 * `children` (composed by the app: storage usage, prepare offline) end the panel.
 */
export function SyncIndicator({ active = null, children }: { active?: ActiveSync | null; children?: ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const published = useActiveSync();
  const view = useSyncView(active ?? published);
  if (!view.active) return null;
  const { snapshot } = view;
  const status = snapshot.pausedForAuth ? 'error' : snapshot.status;
  const name = i18n._(indicatorName(snapshot));
  const count = snapshot.pending + snapshot.failed.length;
  return (
    <>
      <button
        type="button"
        className={`sync-indicator sync-indicator--${status}`}
        data-status={status}
        data-pending={snapshot.pending}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="sync-indicator__icon" aria-hidden="true">
          {icons[status]}
        </span>
        <span className="sync-indicator__label" aria-hidden="true">
          {i18n._(statusLabel(snapshot))}
        </span>
        {count > 0 ? (
          <span className="sync-indicator__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {name}
      </span>
      <LogoutGuard engine={view.active.engine} />
      <SyncPanel open={open} onOpenChange={setOpen} view={view}>
        {children}
      </SyncPanel>
    </>
  );
}
