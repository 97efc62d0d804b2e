import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenOf } from './app/router';
import { whenFirstScreenReady } from './app/routing/first-screen';
import './app/styles.css';
import './ui/ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render comes with the code of the screen the app opens on (or after a short wait): see
// first-screen.ts. It is a transition, so React renders it in slices of a few milliseconds: on a slow
// phone the page still answers a tap while the first screen renders (one long task otherwise).
void whenFirstScreenReady(preloadScreenOf(window.location.pathname)).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

// After the page has loaded, so the worker's precaching of every screen never competes with the first render.
const registerWorker = () => void import('./app/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
