import { useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export interface ChartTable {
  columns: ReactNode[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A chart with its data as a table: the drawing is hidden from screen readers, the table is always
 * in the page for them and can be shown on screen with the toggle.
 */
export function ChartFigure({ title, chart, table }: { title: ReactNode; chart: ReactNode; table: ChartTable }) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const tableElement = (
    <table className={showTable ? 'report-table' : 'report-table visually-hidden'}>
      <thead>
        <tr>
          {table.columns.map((c, i) => (
            <th key={i} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((c, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {c}
                </th>
              ) : (
                <td key={i}>{c}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className="report-chart" aria-labelledby={id}>
      <figcaption id={id} className="report-chart__title">
        {title}
      </figcaption>
      {/* inert as well: hidden from screen readers, the drawing must not take keyboard focus either (recharts makes its svg focusable) */}
      <div aria-hidden="true" inert className="report-chart__drawing">
        {chart}
      </div>
      <button
        type="button"
        className="btn btn--ghost report-chart__toggle"
        aria-expanded={showTable}
        onClick={() => setShowTable((v) => !v)}
      >
        <span>{showTable ? <Trans>Nascondi tabella</Trans> : <Trans>Mostra tabella</Trans>}</span>
      </button>
      {/* Shown, the table scrolls in a box named by the figure's title, as TableScroll's (a keyboard can focus it to
          scroll); hidden (read by screen readers only), a clipping box keeps its width off the page and takes no
          focus. One element type in both states, so the table is not mounted again by the toggle. */}
      {showTable ? (
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          {tableElement}
        </div>
      ) : (
        <div className="report-chart__hidden-table">{tableElement}</div>
      )}
    </figure>
  );
}
