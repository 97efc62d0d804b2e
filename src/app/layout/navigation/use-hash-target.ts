import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Takes the view and the focus to the element the URL's fragment names (/coach#prepara-offline), which the
 * router does not do: the screen may still be loading, so it looks for it for a couple of seconds.
 */
export function useHashTarget(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
      } else if (tries++ < 40) timer = setTimeout(look, 50);
    };
    look();
    return () => clearTimeout(timer);
  }, [hash, key]);
}
