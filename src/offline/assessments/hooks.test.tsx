// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineDb } from '../store/db';
import { useLocalAssessments } from './hooks';
import { commit } from '../outbox/commit';
import { ASSESSMENT, OWNER, assessmentRow, at, op } from '../testing/fixtures';

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

describe('useLocalAssessments', () => {
  it('shows what a commit wrote without a reload', async () => {
    await getOfflineDb().assessments.put(assessmentRow());
    function Answers() {
      const rows = useLocalAssessments(OWNER);
      return <p>{rows ? JSON.stringify(rows[0]?.answers ?? null) : 'loading'}</p>;
    }
    render(<Answers />);
    expect(await screen.findByText('{}')).toBeInTheDocument();
    await act(() => commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '4' } }, at(1))));
    expect(await screen.findByText('{"q1":"4"}')).toBeInTheDocument();
  });
});
