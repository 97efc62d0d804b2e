import { i18n, type Messages } from '@lingui/core';
import { readPreferredLanguage, type Language } from './languages';

/**
 * Each catalog in two parts (scripts/build/catalog-parts.ts): `boot`, the messages of what a signed-out
 * visitor sees (app shell, login and landing screens), and `rest`, every other message. A first visit to
 * the login page downloads the boot part only.
 */
type Part = 'boot' | 'rest';
type Catalog = () => Promise<{ messages: Messages }>;

const catalogLoaders: Record<Language, Record<Part, Catalog>> = {
  it: {
    boot: () => import('../../locales/it/messages.po?boot'),
    rest: () => import('../../locales/it/messages.po?rest'),
  },
  en: {
    boot: () => import('../../locales/en/messages.po?boot'),
    rest: () => import('../../locales/en/messages.po?rest'),
  },
};

const loaded = new Set<string>();
/** Whether the app needs every message (set by loadAllMessages): a later language switch then loads both parts. */
let everyMessage = false;
/** The language last asked for (the one being activated may not be active yet). */
let requested: Language | null = null;

async function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return;
  const { messages } = await catalogLoaders[language][part]();
  i18n.load(language, messages);
  loaded.add(key);
}

/**
 * Loads the language's catalog (once, lazily), activates it and sets <html lang>. `scope` 'boot' loads
 * only the signed-out screens' messages, unless loadAllMessages was called before.
 */
export async function activateLanguage(language: Language, scope: 'boot' | 'all' = 'all'): Promise<void> {
  requested = language;
  if (scope === 'all') everyMessage = true;
  await Promise.all([loadPart(language, 'boot'), everyMessage ? loadPart(language, 'rest') : null]);
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Every message of the active language (and of any language activated later): awaited by the screens outside the boot part. */
export async function loadAllMessages(): Promise<void> {
  everyMessage = true;
  await loadPart(requested ?? readPreferredLanguage(), 'rest');
}
