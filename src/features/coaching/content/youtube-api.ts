// The YouTube IFrame API, loaded once on demand. Offline the script cannot load: the promise
// rejects and the screen keeps the manual 'Segna come Completato' button.
import { loadOnce } from '../../../lib/load-once';

export interface YouTubePlayer {
  destroy(): void;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLIFrameElement,
    options: { events: { onStateChange: (event: { data: number }) => void } },
  ) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** YT.PlayerState.PLAYING */
export const YT_PLAYING = 1;

/** Once per page; a script that failed to load (offline) is asked for again at the next call. */
const loadScript = loadOnce(
  () =>
    new Promise<YouTubeNamespace>((resolve, reject) => {
      const previous = window.onYouTubeIframeAPIReady;
      window.onYouTubeIframeAPIReady = () => {
        previous?.();
        if (window.YT?.Player) resolve(window.YT);
      };
      const script = document.createElement('script');
      script.src = YOUTUBE_API_URL;
      script.async = true;
      script.onerror = () => {
        script.remove();
        reject(new Error('YouTube IFrame API unavailable'));
      };
      document.head.appendChild(script);
    }),
);

export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  return loadScript();
}
