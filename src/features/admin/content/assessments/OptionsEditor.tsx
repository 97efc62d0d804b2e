import type { Dispatch } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '../shared/FieldError';
import { OrderedList } from '../shared/OrderedList';
import type { DraftQuestion } from './draft-types';
import type { EditorAction } from './editor-reducer';
import { fieldId } from './validate-draft';

/** A question's options (a matrix's rows): text in it and en, profile code and dimension, in order. */
export function OptionsEditor({
  question: q,
  dispatch,
  error,
}: {
  question: DraftQuestion;
  dispatch: Dispatch<EditorAction>;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const id = fieldId.question(q, 'options');
  const isMatrix = q.responseType === 'rating_matrix';
  return (
    <fieldset className="options-editor" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{isMatrix ? <Trans>Righe della matrice</Trans> : <Trans>Opzioni</Trans>}</legend>
      {q.options.length === 0 ? (
        <p className="muted">
          <Trans>Nessuna opzione.</Trans>
        </p>
      ) : (
        <OrderedList
          items={q.options}
          keyOf={(o) => o.key}
          nameOf={(o, i) => o.text.it || t`opzione ${i + 1}`}
          label={t`Opzioni della domanda ${q.itemCode}`}
          onMove={(from, to) => dispatch({ type: 'move-option', questionKey: q.key, from, to })}
          renderItem={(o, i) => {
            const set = (patch: Partial<typeof o>) =>
              dispatch({ type: 'option', questionKey: q.key, optionKey: o.key, patch });
            const missing = o.text.it.trim() !== '' && o.text.en.trim() === '';
            return (
              <div className="options-editor__option">
                <input
                  className="input"
                  aria-label={t`Testo italiano dell'opzione ${i + 1}`}
                  value={o.text.it}
                  onChange={(e) => set({ text: { ...o.text, it: e.target.value } })}
                />
                <input
                  className={missing ? 'input input--missing' : 'input'}
                  aria-label={
                    missing
                      ? t`Testo inglese dell'opzione ${i + 1} (traduzione mancante)`
                      : t`Testo inglese dell'opzione ${i + 1}`
                  }
                  placeholder={missing ? t`traduzione mancante` : undefined}
                  value={o.text.en}
                  onChange={(e) => set({ text: { ...o.text, en: e.target.value } })}
                />
                <input
                  className="input options-editor__code"
                  aria-label={t`Codice profilo dell'opzione ${i + 1}`}
                  placeholder={t`Profilo`}
                  value={o.profileCode}
                  onChange={(e) => set({ profileCode: e.target.value })}
                />
                <input
                  className="input options-editor__code"
                  aria-label={t`Dimensione dell'opzione ${i + 1}`}
                  placeholder={t`Dimensione`}
                  value={o.dimension}
                  onChange={(e) => set({ dimension: e.target.value })}
                />
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={t`Elimina l'opzione ${i + 1}`}
                  onClick={() => dispatch({ type: 'remove-option', questionKey: q.key, optionKey: o.key })}
                >
                  ✕
                </button>
              </div>
            );
          }}
        />
      )}
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => dispatch({ type: 'add-option', questionKey: q.key })}
      >
        <span>{isMatrix ? <Trans>Aggiungi una riga</Trans> : <Trans>Aggiungi un'opzione</Trans>}</span>
      </button>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
