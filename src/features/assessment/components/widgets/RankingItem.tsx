import type { DragEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

export type MoveDirection = 'up' | 'down';

interface RankingItemProps {
  text: string;
  position: number;
  total: number;
  dragging: boolean;
  disabled?: boolean;
  onMove: (direction: MoveDirection) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  onDrop: () => void;
  registerButton: (direction: MoveDirection, element: HTMLButtonElement | null) => void;
}

/** One ranked entry: its position, its text, a drag handle and move up/down buttons (touch and keyboard). */
export function RankingItem(props: RankingItemProps) {
  const { text, position, total, dragging, disabled } = props;
  const { t } = useLingui();
  return (
    <li
      className={dragging ? 'qw-ranking__item qw-ranking__item--dragging' : 'qw-ranking__item'}
      draggable={!disabled}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <span className="qw-ranking__handle" aria-hidden="true">
        ⠿
      </span>
      <span className="qw-ranking__position" aria-hidden="true">
        {position}
      </span>
      <span className="qw-ranking__text">{text}</span>
      <span className="qw-ranking__buttons">
        <button
          type="button"
          className="qw-ranking__move"
          ref={(element) => props.registerButton('up', element)}
          aria-label={t`Sposta su: ${text}`}
          disabled={disabled || position === 1}
          onClick={() => props.onMove('up')}
        >
          <span aria-hidden="true">▲</span>
        </button>
        <button
          type="button"
          className="qw-ranking__move"
          ref={(element) => props.registerButton('down', element)}
          aria-label={t`Sposta giù: ${text}`}
          disabled={disabled || position === total}
          onClick={() => props.onMove('down')}
        >
          <span aria-hidden="true">▼</span>
        </button>
      </span>
    </li>
  );
}
