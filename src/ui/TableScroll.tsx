import { useId, type ReactNode } from 'react';

export interface TableScrollProps {
  /** The id of what names the table (its caption): the box is then a named region that takes focus, so a keyboard can scroll it. */
  labelledBy?: string;
  /** The region's name as text, for a table without a caption; same effect as `labelledBy`. */
  label?: string;
  children: ReactNode;
}

/**
 * A wide table's own horizontal scroll: on a phone the table scrolls inside this box instead of widening the
 * whole page. Without a name (`labelledBy` or `label`) the table must hold focusable controls of its own (they
 * scroll it into view).
 */
export function TableScroll({ labelledBy, label, children }: TableScrollProps) {
  return labelledBy || label ? (
    <div
      className="table-scroll"
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
    >
      {children}
    </div>
  ) : (
    <div className="table-scroll">{children}</div>
  );
}

export interface CaptionedTableProps {
  caption: ReactNode;
  className?: string;
  'data-testid'?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/** A table with its caption, in a TableScroll named by that caption. */
export function CaptionedTable({ caption, className, 'data-testid': testId, children }: CaptionedTableProps) {
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId}>
      <table className={className} data-testid={testId}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </TableScroll>
  );
}
