// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTeamReport } from '../model/team-report';
import type { TeamAssessmentRow } from '../model/types';
import { InsightsSection, MbtiSection } from './TeamReportSections';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const person = (n: number, alignment: number, type: string): TeamAssessmentRow => ({
  team_id: 't',
  team_name: 'Alpha',
  organization_id: 'o',
  member_id: `m${n}`,
  member_first_name: `P${n}`,
  member_last_name: null,
  member_email: null,
  member_team_role: 'member',
  member_position: null,
  member_department: null,
  member_job_description: null,
  assessment_id: `a${n}`,
  assessment_type: 'combined',
  evaluation_type: 'self',
  evaluator_id: `m${n}`,
  evaluator_first_name: null,
  evaluator_last_name: null,
  template_id: null,
  template_name: null,
  score: 50,
  results: { type, alignment },
  completed_at: '2026-10-01T00:00:00Z',
});

describe('team report sections', () => {
  it('insights: both warnings, and each person with band in the alignment matrix', () => {
    // 40 (low), 50 (low), 85 (high): low 2/3 > 30 %; average 58.3 < 60
    const report = buildTeamReport([person(1, 40, 'ENTJ'), person(2, 50, 'ISFJ'), person(3, 85, 'ENTJ')]);
    render(
      <I18nProvider i18n={i18n}>
        <InsightsSection report={report} />
      </I18nProvider>,
    );
    const warnings = screen.getByTestId('report-warnings');
    expect(warnings).toHaveTextContent('Oltre il 30% del team ha un basso allineamento profilo-lavoro.');
    expect(warnings).toHaveTextContent("L'allineamento medio del team è inferiore al 60%.");
    const matrix = screen.getByTestId('alignment-matrix');
    expect(within(matrix).getByRole('row', { name: /P1/ })).toHaveTextContent('40%Basso');
    expect(within(matrix).getByRole('row', { name: /P3/ })).toHaveTextContent('85%Alto');
  });

  it('MBTI chart has a table of all 16 types for screen readers, which the toggle shows', async () => {
    const report = buildTeamReport([person(1, 90, 'ENTJ'), person(2, 90, 'ENTJ')]);
    render(
      <I18nProvider i18n={i18n}>
        <MbtiSection report={report} />
      </I18nProvider>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(17);
    expect(within(table).getByRole('row', { name: /ENTJ/ })).toHaveTextContent('ENTJ2');
    expect(table).toHaveClass('visually-hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra tabella' }));
    expect(table).not.toHaveClass('visually-hidden');
  });
});
