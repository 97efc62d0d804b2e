import { describe, expect, it } from 'vitest';
import { editBody, mergeFieldEdits, withFieldTimes } from './field-edits';

const fields = ['start_date', 'end_date', 'current_phase'] as const;
type Edit = {
  start_date?: string | null;
  end_date?: string | null;
  current_phase?: number;
  field_times?: Partial<Record<(typeof fields)[number], string>>;
};
const t = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('field-level edits', () => {
  it('dates every edited field with the action time, keeping a time the edit already carries', () => {
    const edit: Edit = { start_date: '2027-01-10', current_phase: 2, field_times: { current_phase: t(1) } };
    expect(withFieldTimes(edit, fields, t(5)).field_times).toEqual({ start_date: t(5), current_phase: t(1) });
  });

  it('a field cleared to null is an edit; a field left out is not', () => {
    const edit = withFieldTimes<(typeof fields)[number], Edit>({ end_date: null }, fields, t(2));
    expect(editBody(edit, fields)).toEqual({ end_date: null, field_times: { end_date: { at: t(2) } } });
  });

  it('merges two edits per field: the later edit of each field wins, untouched fields stay', () => {
    const first: Edit = { start_date: 'A', end_date: 'B', field_times: { start_date: t(3), end_date: t(3) } };
    const second: Edit = { start_date: 'C', current_phase: 3, field_times: { start_date: t(4), current_phase: t(4) } };
    expect(mergeFieldEdits(first, second, fields)).toEqual({
      start_date: 'C',
      end_date: 'B',
      current_phase: 3,
      field_times: { start_date: t(4), end_date: t(3), current_phase: t(4) },
    });
  });

  it('keeps the queued value of a field when the edit queued after it was made earlier (a clock set back)', () => {
    const queued: Edit = { start_date: 'later', field_times: { start_date: t(9) } };
    const next: Edit = { start_date: 'earlier', field_times: { start_date: t(2) } };
    expect(mergeFieldEdits(queued, next, fields)).toEqual({ start_date: 'later', field_times: { start_date: t(9) } });
    const tie: Edit = { start_date: 'second', field_times: { start_date: t(9) } };
    expect(mergeFieldEdits(queued, tie, fields).start_date).toBe('second');
  });
});
