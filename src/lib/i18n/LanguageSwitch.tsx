import { useLingui } from '@lingui/react/macro';
import { useLanguage } from './language-context';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from './languages';

/** Italiano / English toggle; the pressed button is the active language. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const { t } = useLingui();
  return (
    <div className="language-switch" role="group" aria-label={t`Lingua`}>
      {SUPPORTED_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switch__option"
          aria-pressed={code === language}
          onClick={() => void setLanguage(code)}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
