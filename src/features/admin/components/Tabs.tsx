import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel is rendered. */
export function Tabs({ items, selected, onSelect, label }: { items: TabItem[]; selected: string; onSelect: (id: string) => void; label: string }) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(0, items.findIndex((item) => item.id === selected));

  function move(event: KeyboardEvent) {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length]!;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  }

  const current = items[index];
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(node) => void (node ? refs.current.set(item.id, node) : refs.current.delete(item.id))}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === current?.id}
            tabIndex={item.id === current?.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} className="tabs__panel">
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
