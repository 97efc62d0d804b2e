import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRestoresSignIn } from './app/auth/auth-runtime';
import { preloadScreenOf } from './app/router';
import { preloadSignedInFrame } from './app/signed-in-frame';
import { whenFirstScreenReady } from './app/routing/first-screen';
import {
  afterFirstContentfulPaint,
  firstScreenPainted,
  holdUntilFirstScreenPainted,
  markFirstScreenPainted,
} from './lib/first-paint';
import './app/styles.css';
import './ui/ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Marks the first screen painted once the browser reports its first contentful paint (after the commit). */
function FirstScreenPainted() {
  useEffect(() => afterFirstContentfulPaint(markFirstScreenPainted), []);
  return null;
}
holdUntilFirstScreenPainted();

// The first render comes with the code of the screen the app opens on (or after a short wait): see
// first-screen.ts. Opening signed in, the signed-in frame's chunks load once that screen is painted, all
// at once (a slow network and CPU give the first screen their all). The render is a transition, so React
// renders it in slices of a few milliseconds: on a slow phone the page still answers a tap meanwhile.
if (startRestoresSignIn()) void firstScreenPainted().then(preloadSignedInFrame);
void whenFirstScreenReady(preloadScreenOf(window.location.pathname)).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
        <FirstScreenPainted />
      </StrictMode>,
    ),
  ),
);

// After the page has loaded and its first screen is shown, so neither the worker's code nor its precaching of
// every screen competes with the first render.
const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
const registerWorker = () =>
  void import('./app/service-worker/register').then(({ registerServiceWorker }) => registerServiceWorker());
void Promise.all([pageLoaded, firstScreenPainted()]).then(registerWorker);
