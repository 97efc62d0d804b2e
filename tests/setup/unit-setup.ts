import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

/**
 * Runs before each unit test file. The files of a worker share it (`isolate: false`: the packages are
 * loaded once per worker, not once per file), so each file is given the start it would have in a
 * worker of its own: the project's modules evaluated afresh (their module-level state), an empty
 * IndexedDB, empty web storage, a blank document, real timers and no stubbed globals.
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
const indexedDB = new IDBFactory();
globalThis.indexedDB = indexedDB;
Dexie.dependencies.indexedDB = indexedDB;

if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  // The DOM matchers (toBeInTheDocument, toHaveAttribute...) only where there is a DOM: the files marked
  // `@vitest-environment jsdom`. The node files do not pay for loading them.
  await import('@testing-library/jest-dom/vitest');
  // Testing Library registers its own unmount-after-each-test only in the first file that loads it.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
