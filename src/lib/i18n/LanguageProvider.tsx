import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLanguage } from './activate';
import { LanguageContext, type LanguageContextValue } from './language-context';
import { readPreferredLanguage, storePreferredLanguage, type Language } from './languages';

/** Activates the stored language (default Italian) before rendering, and lets screens switch it. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readPreferredLanguage);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // The signed-out screens' messages; the other screens load the rest with their code (loadAllMessages).
    void activateLanguage(readPreferredLanguage(), 'boot').then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const setLanguage = useCallback(async (next: Language) => {
    storePreferredLanguage(next);
    await activateLanguage(next, 'boot');
    setLanguageState(next);
  }, []);

  const value = useMemo<LanguageContextValue>(() => ({ language, setLanguage }), [language, setLanguage]);

  // The catalog is in the precache: this blank moment lasts a few milliseconds, online or offline.
  if (!ready) return null;
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}
