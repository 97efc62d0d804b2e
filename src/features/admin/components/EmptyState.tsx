import type { ReactNode } from 'react';

/** An honest placeholder for a part of a screen that a later release fills. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children ? <p className="muted">{children}</p> : null}
    </div>
  );
}
