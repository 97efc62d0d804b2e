// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTeamReport } from '../model/team-report';
import type { TeamAssessmentRow } from '../model/types';
import { ReportTeamsTable } from './ReportTeamsTable';
import { EVALUATION_ROWS_STEP, EvaluationsSection, InsightsSection, MbtiSection } from './TeamReportSections';

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
  template_version: null,
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

  it('evaluations: names the template version each score was taken with', () => {
    const taken = (evaluation: string, evaluator: string, version: number, score: number): TeamAssessmentRow => ({
      ...person(1, 70, 'ENTJ'),
      assessment_id: `${evaluation}-${version}`,
      assessment_type: 'twn',
      evaluation_type: evaluation,
      evaluator_id: evaluator,
      template_id: `twn-${version}`,
      template_name: 'TWN',
      template_version: version,
      score,
    });
    const report = buildTeamReport([taken('self', 'm1', 2, 80), taken('manager', 'boss', 1, 60)]);
    render(
      <I18nProvider i18n={i18n}>
        <EvaluationsSection report={report} />
      </I18nProvider>,
    );
    const row = within(screen.getByTestId('evaluations')).getByRole('row', { name: /P1/ });
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TWN · versione 1', 'TWN · versione 2']);
  });

  it('reports list: shows the template versions of each team', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ReportTeamsTable
          teams={[
            {
              team_id: 't',
              team_name: 'Alpha',
              team_type: null,
              organization_id: 'o',
              organization_name: 'Acme',
              team_leader_id: null,
              team_leader_first_name: null,
              team_leader_last_name: null,
              member_count: 2,
              members_completed: 2,
              members_started: 0,
              completed_assessments: 2,
              last_update: null,
              report_status: 'completed',
              template_versions: [
                { template_id: 'a', name: 'TPM', version: 1 },
                { template_id: 'b', name: 'TPM', version: 3 },
              ],
            },
          ]}
          onOpen={() => undefined}
        />
      </I18nProvider>,
    );
    const row = within(screen.getByTestId('report-teams')).getByRole('row', { name: /Alpha/ });
    expect(row).toHaveTextContent('TPM · versione 1');
    expect(row).toHaveTextContent('TPM · versione 3');
  });
});

describe('evaluations of a large team', () => {
  it('shows the first rows, says how many there are, and adds more on request', async () => {
    const rows = Array.from({ length: 130 }, (_, n) => person(n + 1, 70, 'ENTJ'));
    const report = buildTeamReport(rows);
    render(
      <I18nProvider i18n={i18n}>
        <EvaluationsSection report={report} />
      </I18nProvider>,
    );
    const table = screen.getByTestId('evaluations');
    const bodyRows = () => within(table).getAllByRole('row').length - 1;
    expect(bodyRows()).toBe(EVALUATION_ROWS_STEP);
    expect(screen.getByRole('status')).toHaveTextContent(`Mostrate ${EVALUATION_ROWS_STEP} valutazioni di 130.`);
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altre 30' }));
    expect(bodyRows()).toBe(130);
    expect(screen.queryByRole('button', { name: /Mostra altre/ })).toBeNull();
  });
});
