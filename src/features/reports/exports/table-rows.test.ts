import { describe, expect, it } from 'vitest';
import type { TeamReport } from '../model/team-report';
import { evaluationRows } from './table-rows';

const report = {
  members: [
    {
      name: 'Anna Rossi',
      comparisons: [
        {
          assessmentType: 'tpm',
          self: 72,
          manager: null,
          peer: 65.5,
          peerCount: 2,
          templates: [
            { name: 'TPM', version: 1 },
            { name: 'TPM', version: 2 },
          ],
        },
        { assessmentType: 'mbti', self: 50, manager: null, peer: null, peerCount: 0, templates: [] },
      ],
    },
  ],
} as unknown as TeamReport;

describe('the evaluations sheet of the Excel and PDF exports', () => {
  it('says which template versions each comparison was taken with', () => {
    const rows = evaluationRows(report, { templateLabel: ({ name, version }) => `${name} v${version}` });
    expect(rows).toEqual([
      ['Anna Rossi', 'tpm', 72, '', 65.5, 2, 'TPM v1, TPM v2'],
      ['Anna Rossi', 'mbti', 50, '', '', 0, ''],
    ]);
  });
});
