export { LanguageProvider } from './LanguageProvider';
export { useLanguage, type LanguageContextValue } from './language-context';
export { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from './languages';
export { LanguageSwitch } from './LanguageSwitch';
export { formatDate, type DateStyle } from './format-date';
