import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ActiveSync } from '../../offline/sync';
import { SyncPanel } from './components/SyncPanel';
import { LogoutGuard } from './LogoutGuard';
import { useSyncView } from './hooks';
import { syncStatusView } from './sync-status';
import './sync.css';

/**
 * The sync state (synced, syncing, waiting, offline, server unavailable, error, session to renew)
 * with the number of changes waiting. Text, colour, icon and accessible name come from one status
 * value; a polite live region announces changes. The button opens the sync panel.
 * The engine is the one the app published in the src/offline registry (or `active`); nothing is
 * rendered while none runs (signed out). Also mounts the logout guard (the pre-logout hook).
 * `children` (composed by the app: storage usage, prepare offline) end the panel.
 */
export function SyncIndicator({ active = null, children }: { active?: ActiveSync | null; children?: ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const view = useSyncView(active);
  if (!view.active) return null;
  const { status, tone, icon, label, name, count } = syncStatusView(view.snapshot, i18n);
  return (
    <>
      <button
        type="button"
        className={`sync-indicator sync-indicator--${tone}`}
        data-status={status}
        data-tone={tone}
        data-pending={view.snapshot.pending}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="sync-indicator__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="sync-indicator__label" aria-hidden="true">
          {label}
        </span>
        {count > 0 ? (
          // The number is drawn by CSS (data-count): as text it would split the visible label from the
          // accessible name, which says the count in words (WCAG 2.5.3, axe's label-content-name-mismatch).
          <span className="sync-indicator__count" aria-hidden="true" data-count={count} />
        ) : null}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {name}
      </span>
      <LogoutGuard engine={view.active.engine} />
      {open ? (
        <SyncPanel onClose={() => setOpen(false)} view={view}>
          {children}
        </SyncPanel>
      ) : null}
    </>
  );
}
