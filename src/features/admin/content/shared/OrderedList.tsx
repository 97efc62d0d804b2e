import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface OrderedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Says which item a move button or the drag handle moves (for screen readers). */
  nameOf: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
}

/**
 * A list reordered with the keyboard (the up/down buttons, which keep focus on the moved item's
 * button) or by dragging an item's handle; the new position is announced.
 */
export function OrderedList<T>({ items, keyOf, nameOf, onMove, renderItem, label }: OrderedListProps<T>) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onMove(from, to);
    const position = to + 1;
    const total = items.length;
    setAnnouncement(t`${nameOf(items[from] as T, from)}: posizione ${position} di ${total}`);
  };
  return (
    <>
      <ol className="ordered-list" aria-label={label}>
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            className={dragging === index ? 'ordered-list__item ordered-list__item--dragging' : 'ordered-list__item'}
            onDragOver={(e) => {
              if (dragging !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
          >
            <div className="ordered-list__controls">
              <span
                className="ordered-list__handle"
                draggable
                aria-hidden="true"
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
              >
                ⠿
              </span>
              <button
                type="button"
                className="btn btn--ghost ordered-list__move"
                disabled={index === 0}
                aria-label={t`Sposta su: ${nameOf(item, index)}`}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn--ghost ordered-list__move"
                disabled={index === items.length - 1}
                aria-label={t`Sposta giù: ${nameOf(item, index)}`}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </button>
            </div>
            <div className="ordered-list__body">{renderItem(item, index)}</div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
