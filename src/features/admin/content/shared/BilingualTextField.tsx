import { memo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { FieldError, errorAria } from './FieldError';

export type LocalText = { it: string; en: string };

export interface BilingualTextFieldProps {
  /** The Italian input's id; the English one is `${id}-en`. */
  id: string;
  label: ReactNode;
  value: LocalText;
  onChange: (value: LocalText) => void;
  multiline?: boolean;
  error?: ReactNode;
}

/** Italian and English side by side; an English left empty while the Italian is written is flagged. */
export const BilingualTextField = memo(function BilingualTextField({
  id,
  label,
  value,
  onChange,
  multiline = false,
  error,
}: BilingualTextFieldProps) {
  const missing = value.it.trim() !== '' && value.en.trim() === '';
  const Control = multiline ? 'textarea' : 'input';
  return (
    <fieldset className="bilingual">
      <legend className="field__label">{label}</legend>
      <div className="bilingual__pair">
        <label className="bilingual__side">
          <span className="bilingual__lang">
            <Trans>Italiano</Trans>
          </span>
          <Control
            id={id}
            className="input"
            value={value.it}
            onChange={(e) => onChange({ ...value, it: e.target.value })}
            {...errorAria(id, Boolean(error))}
          />
        </label>
        <label className="bilingual__side">
          <span className="bilingual__lang">
            <Trans>English</Trans>
            {missing ? (
              <span className="bilingual__missing">
                {' '}
                <Trans>traduzione mancante</Trans>
              </span>
            ) : null}
          </span>
          <Control
            id={`${id}-en`}
            className="input"
            value={value.en}
            onChange={(e) => onChange({ ...value, en: e.target.value })}
          />
        </label>
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
});
