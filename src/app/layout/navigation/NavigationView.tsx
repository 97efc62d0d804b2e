import { useId, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { NavArea, NavGroup } from './areas';
import { useDisclosure } from './use-disclosure';

export interface NavigationViewProps {
  groups: NavGroup[];
  /** The area that is the current place (aria-current="page"). */
  currentId: string | null;
  /** The backend answers: with no network, an area that needs it says so and does not open. */
  reachable: boolean;
}

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

function NoNetworkIcon() {
  return (
    <svg
      className="site-nav__network-icon"
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
    </svg>
  );
}

/**
 * The signed-in user's areas, grouped by role: a row under the header on a wide screen, a menu button on a
 * phone. The group names are shown only when there is more than one group.
 */
export function NavigationView({ groups, currentId, reachable }: NavigationViewProps) {
  const { t, i18n } = useLingui();
  const panelId = useId();
  const { open, toggle, close, onKeyDown, buttonRef, rootRef } = useDisclosure();
  const [refused, setRefused] = useState<NavArea | null>(null);
  const labelled = groups.length > 1;
  const marked = !reachable && groups.some((group) => group.areas.some((area) => area.needsNetwork));

  const follow = (area: NavArea) => (event: MouseEvent) => {
    if (area.needsNetwork && !reachable) {
      event.preventDefault();
      setRefused(area);
      return;
    }
    setRefused(null);
    close();
  };

  return (
    <nav
      ref={rootRef}
      className="site-nav"
      data-open={open ? 'true' : 'false'}
      aria-label={t`Navigazione principale`}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Menu di navigazione`}
        onClick={toggle}
      >
        <MenuIcon />
      </button>
      <div id={panelId} className="site-nav__panel">
        {groups.map((group) => (
          <div key={group.id} className="site-nav__group" data-group={group.id}>
            {labelled ? (
              <span className="site-nav__group-label" id={`${panelId}-${group.id}`}>
                {i18n._(group.label)}
              </span>
            ) : null}
            <ul className="site-nav__list" aria-labelledby={labelled ? `${panelId}-${group.id}` : undefined}>
              {group.areas.map((area) => {
                const offline = area.needsNetwork && !reachable;
                return (
                  <li key={area.id}>
                    <Link
                      to={area.to}
                      className="site-nav__link"
                      aria-current={area.id === currentId ? 'page' : undefined}
                      data-needs-network={offline ? 'true' : undefined}
                      onClick={follow(area)}
                    >
                      {i18n._(area.label)}
                      {offline ? (
                        <span className="site-nav__network">
                          <NoNetworkIcon />
                          <span className="site-nav__network-text">
                            {' '}
                            <Trans>(richiede la rete)</Trans>
                          </span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {marked ? (
          // Wide screens show the mark as an icon beside each link (whose name says it): this says what it means.
          <span className="site-nav__legend" aria-hidden="true">
            <NoNetworkIcon /> <Trans>richiede la rete</Trans>
          </span>
        ) : null}
        <p className="site-nav__notice" role="status">
          {refused && !reachable ? <RefusedNotice name={i18n._(refused.label)} /> : null}
        </p>
      </div>
    </nav>
  );
}

/** Why a click on an area that needs the network did not open it. */
function RefusedNotice({ name }: { name: string }) {
  return (
    <Trans>
      «{name}» richiede la rete e il server ora non è raggiungibile: si aprirà quando torni online. Quello che hai fatto
      su questo dispositivo resta salvato.
    </Trans>
  );
}
