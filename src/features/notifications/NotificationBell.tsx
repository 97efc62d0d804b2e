import type { BackendClient } from '../../backend/backend-client';
import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/i18n';
import { useNotifications } from '../../offline/notifications/hooks';
import { markNotificationRead } from './api';
import { renderNotification } from './messages';
import { useLiveNotifications } from './use-live-notifications';
import './notifications.css';

const PRIORITY_ORDER = ['urgent', 'high', 'medium', 'low'];

/**
 * A drawn bell, not the emoji: the same on every platform, and no colour-emoji font to find (a page's first
 * emoji sends the text layout to a fallback font, a few milliseconds up to tens on a slow phone).
 */
function BellIcon() {
  return (
    <svg
      className="notification-bell__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}

/** The header bell: unread count, the list by priority in the reader's language, mark as read (offline too). */
export function NotificationBell({ client, userId }: { client: BackendClient; userId: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useLiveNotifications(client, userId);
  const items = useNotifications(userId) ?? [];
  const unread = items.filter((n) => n.read_at === null).length;
  const priorityLabel: Record<string, string> = { urgent: t`Urgente`, high: t`Alta`, medium: t`Media`, low: t`Bassa` };
  const sorted = [...items].sort(
    (a, b) =>
      Number(a.read_at !== null) - Number(b.read_at !== null) ||
      PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority) ||
      b.created_at.localeCompare(a.created_at),
  );
  const read = (id: string) => void markNotificationRead(userId, id);
  return (
    <div className="notification-bell">
      <button
        type="button"
        className="btn btn--ghost notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon />
        <span className="visually-hidden">
          <Trans>Notifiche</Trans>
        </span>
        {unread > 0 ? (
          <span className="notification-bell__count" data-testid="notification-unread">
            {unread}
            <span className="visually-hidden">
              {' '}
              <Plural value={unread} one="non letta" other="non lette" />
            </span>
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className="notification-panel" role="region" aria-label={t`Notifiche`}>
          {sorted.length === 0 ? (
            <p className="muted">
              <Trans>Nessuna notifica</Trans>
            </p>
          ) : (
            <ul>
              {sorted.map((n) => {
                const { title, text } = renderNotification(n, i18n);
                return (
                  <li
                    key={n.id}
                    className={`notification notification--${n.priority}${n.read_at ? ' notification--read' : ''}`}
                    data-testid="notification-item"
                  >
                    <p className="notification__head">
                      <span className="notification__priority">{priorityLabel[n.priority] ?? n.priority}</span>{' '}
                      <strong>
                        {n.link ? (
                          <Link
                            to={n.link}
                            onClick={() => {
                              read(n.id);
                              setOpen(false);
                            }}
                          >
                            {title}
                          </Link>
                        ) : (
                          title
                        )}
                      </strong>
                    </p>
                    <p>{text}</p>
                    <p className="muted notification__time">{formatDate(n.created_at, i18n.locale, 'dateTime')}</p>
                    {n.read_at === null ? (
                      <button type="button" className="btn btn--secondary" onClick={() => read(n.id)}>
                        <span>
                          <Trans>Segna come letta</Trans>
                        </span>
                      </button>
                    ) : (
                      <span className="muted">
                        <Trans>Letta</Trans>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
