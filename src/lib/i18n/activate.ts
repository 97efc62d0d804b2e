import { i18n, type Messages } from '@lingui/core';
import type { Language } from './languages';

const catalogLoaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  it: () => import('../../locales/it/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

const loaded = new Set<Language>();

/** Loads the language's catalog (once, lazily), activates it and sets <html lang>. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { messages } = await catalogLoaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language);
  document.documentElement.lang = language;
}
