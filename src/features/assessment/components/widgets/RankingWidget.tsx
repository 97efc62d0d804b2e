import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyOptionsError } from './EmptyOptionsError';
import { normalizeOptions } from '../../scoring/normalize-options';
import { isCompleteRanking, moveItem, rankingKey, resolveRankingOrder } from './rankingOrder';
import { RankingItem, type MoveDirection } from './RankingItem';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/**
 * Value: JSON list of the options' profile codes (else ids) in the chosen order.
 * Reorder by dragging or with the move buttons; each move is announced in a live region.
 */
export function RankingWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const { t } = useLingui();
  const options = normalizeOptions(question.options);
  const keys = options.map(rankingKey);
  const keysSignature = JSON.stringify(keys);
  const [order, setOrder] = useState(() => resolveRankingOrder(value, keys));
  const [synced, setSynced] = useState({ value, keysSignature });
  if (synced.value !== value || synced.keysSignature !== keysSignature) {
    setSynced({ value, keysSignature });
    setOrder(resolveRankingOrder(value, keys));
  }
  const [announcement, setAnnouncement] = useState('');
  const [draggingKey, setDraggingKey] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<{ key: string; direction: MoveDirection } | null>(null);

  // A moved item's DOM node is re-inserted, which drops focus: put it back on its button.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const other: MoveDirection = pending.direction === 'up' ? 'down' : 'up';
    const preferred = buttons.current.get(`${pending.key}:${pending.direction}`);
    const target = preferred && !preferred.disabled ? preferred : buttons.current.get(`${pending.key}:${other}`);
    target?.focus();
  });

  if (options.length === 0) return <EmptyOptionsError variant="ranking" />;
  const textByKey = new Map(options.map((option) => [rankingKey(option), option.text]));

  function commit(next: string[], movedKey?: string) {
    setOrder(next);
    onChange(JSON.stringify(next));
    if (movedKey === undefined) return;
    const text = textByKey.get(movedKey) ?? movedKey;
    const position = next.indexOf(movedKey) + 1;
    const total = next.length;
    setAnnouncement(t`${text} spostato in posizione ${position} di ${total}`);
  }

  function move(key: string, direction: MoveDirection) {
    const from = order.indexOf(key);
    const next = moveItem(order, from, direction === 'up' ? from - 1 : from + 1);
    if (next === order) return;
    pendingFocus.current = { key, direction };
    commit(next, key);
  }

  function dropOn(targetKey: string) {
    if (draggingKey === null) return;
    const next = moveItem(order, order.indexOf(draggingKey), order.indexOf(targetKey));
    setDraggingKey(null);
    if (next !== order) commit(next, draggingKey);
  }

  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} role="group" disabled={disabled}>
      {(labelId) => (
        <>
          <ol className="qw-ranking" aria-labelledby={labelId}>
            {order.map((key, index) => (
              <RankingItem
                key={key}
                text={textByKey.get(key) ?? key}
                position={index + 1}
                total={order.length}
                dragging={draggingKey === key}
                disabled={disabled}
                onMove={(direction) => move(key, direction)}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', key);
                  setDraggingKey(key);
                }}
                onDragEnd={() => setDraggingKey(null)}
                onDrop={() => dropOn(key)}
                registerButton={(direction, element) => buttons.current.set(`${key}:${direction}`, element)}
              />
            ))}
          </ol>
          {!isCompleteRanking(value, keys) && (
            <button type="button" className="qw-button" onClick={() => commit(order)}>
              <Trans>Conferma questo ordine</Trans>
            </button>
          )}
          <p className="qw-sr-only" role="status" aria-live="polite">
            {announcement}
          </p>
        </>
      )}
    </WidgetFieldset>
  );
}
