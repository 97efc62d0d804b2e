import { normalizeOptions } from '../../scoring/normalize-options';
import { isRecord, parseMaybeJson, textOf } from './jsonValue';
import type { WidgetQuestion } from './types';

export type MatrixCell = string | number;

export interface MatrixColumn {
  value: MatrixCell;
  label: string;
}

export interface MatrixShape {
  rows: string[];
  columns: MatrixColumn[];
}

export const DEFAULT_MATRIX_COLUMNS: MatrixColumn[] = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

function columnFrom(item: unknown): MatrixColumn | null {
  if (typeof item === 'number' && Number.isFinite(item)) return { value: item, label: String(item) };
  if (typeof item === 'string' && item.trim() !== '') return { value: item, label: item };
  if (!isRecord(item)) return null;
  const value = typeof item.value === 'number' ? item.value : (textOf(item.value) ?? textOf(item.label));
  if (value === undefined) return null;
  return { value, label: textOf(item.label) ?? textOf(item.text) ?? String(value) };
}

function columnsFrom(raw: unknown): MatrixColumn[] | undefined {
  const parsed = parseMaybeJson(raw);
  if (!Array.isArray(parsed)) return undefined;
  const columns = parsed.map(columnFrom).filter((column): column is MatrixColumn => column !== null);
  return columns.length > 0 ? columns : undefined;
}

/**
 * Rows are the options' texts (or options.rows / metadata.rows); columns come from options.columns or
 * metadata.columns, else 1-5.
 */
export function matrixShape(question: WidgetQuestion): MatrixShape {
  const options = parseMaybeJson(question.options);
  const metadata = parseMaybeJson(question.metadata);
  const optionParts = isRecord(options) ? options : {};
  const metadataParts = isRecord(metadata) ? metadata : {};
  const mapOfRows = isRecord(options) && options.columns === undefined ? options : undefined;
  const rowsSource = Array.isArray(options) ? options : (optionParts.rows ?? metadataParts.rows ?? mapOfRows);
  return {
    rows: normalizeOptions(rowsSource).map((option) => option.text),
    columns: columnsFrom(optionParts.columns) ?? columnsFrom(metadataParts.columns) ?? DEFAULT_MATRIX_COLUMNS,
  };
}

/** Matrix answer: a JSON object from row label to the chosen column's value. */
export function parseMatrixValue(value: string | undefined): Record<string, MatrixCell> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, MatrixCell] => textOf(entry[1]) !== undefined),
    );
  } catch {
    return {};
  }
}

export function setMatrixCell(current: Record<string, MatrixCell>, row: string, column: MatrixCell): string {
  return JSON.stringify({ ...current, [row]: column });
}
