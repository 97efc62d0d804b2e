import { useId } from 'react';
import { EmptyOptionsError } from './EmptyOptionsError';
import { matrixShape, parseMatrixValue, setMatrixCell } from './matrixShape';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/** Value: JSON object row label -> chosen column value, e.g. '{"Comunicazione":4}' with the default 1-5 columns. */
export function RatingMatrixWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const baseName = useId();
  const { rows, columns } = matrixShape(question);
  if (rows.length === 0) return <EmptyOptionsError />;
  const answers = parseMatrixValue(value);

  return (
    <WidgetFieldset question={question} labelledBy={labelledBy} role="group" disabled={disabled}>
      {(labelId) => (
        <div className="qw-matrix">
          <table className="qw-matrix__table" aria-labelledby={labelId}>
            <thead>
              <tr>
                <td />
                {columns.map((column) => (
                  <th key={String(column.value)} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={row}>
                  <th scope="row" className="qw-matrix__row">
                    {row}
                  </th>
                  {columns.map((column) => (
                    <td key={String(column.value)} className="qw-matrix__cell">
                      <label className="qw-matrix__target">
                        <input
                          type="radio"
                          name={`${baseName}-${rowIndex}`}
                          value={String(column.value)}
                          aria-label={`${row}: ${column.label}`}
                          checked={answers[row] !== undefined && String(answers[row]) === String(column.value)}
                          onChange={() => onChange(setMatrixCell(answers, row, column.value))}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </WidgetFieldset>
  );
}
