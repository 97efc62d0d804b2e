import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Input } from '../../../../ui';

/**
 * An editable list of short texts (objectives, deliverables, options, requirements): each line has its
 * own labelled input and buttons to move it up or down and to remove it, so it works from the keyboard.
 */
export function TextListField({
  legend,
  items,
  onChange,
  itemLabel,
  addLabel,
  error,
}: {
  legend: ReactNode;
  items: string[];
  onChange: (items: string[]) => void;
  itemLabel: (position: number) => string;
  addLabel: ReactNode;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="text-list" aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      {items.length === 0 ? (
        <p className="muted">
          <Trans>Nessuna voce.</Trans>
        </p>
      ) : null}
      <ol className="text-list__items">
        {items.map((item, index) => {
          const name = itemLabel(index + 1);
          return (
            <li key={index} className="text-list__item">
              <Input aria-label={name} value={item} onChange={(event) => set(index, event.target.value)} />
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t`Sposta su: ${name}`}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t`Sposta giù: ${name}`}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={t`Rimuovi: ${name}`}
              >
                ×
              </Button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => onChange([...items, ''])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
