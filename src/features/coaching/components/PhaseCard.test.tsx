// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalActivity, LocalPhase, ProgressStatus } from '../../../offline/coaching';
import { PhaseCard } from './PhaseCard';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const phase = {
  id: 'p1',
  ownerId: 'u',
  program_id: 'prog',
  title: 'Conoscere il team',
  phase_number: 1,
  duration_weeks: 6,
  is_active: true,
} as LocalPhase;
const activity = (id: string, fields: Partial<LocalActivity>) =>
  ({
    id,
    ownerId: 'u',
    phase_id: 'p1',
    title: id,
    activity_type: 'video',
    order_index: 1,
    is_required: false,
    team_leader_only: false,
    estimated_duration_minutes: 10,
    is_active: true,
    ...fields,
  }) as LocalActivity;

const statuses: Record<string, ProgressStatus> = { done: 'completed', going: 'in_progress' };
const wrap = (node: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );

function renderCard(props: Partial<Parameters<typeof PhaseCard>[0]> = {}) {
  return wrap(
    <PhaseCard
      phase={phase}
      index={0}
      defaultOpen
      activities={[
        activity('done', { is_required: true }),
        activity('going', { activity_type: 'quiz' }),
        activity('new', { team_leader_only: true }),
      ]}
      statusOf={(id) => statuses[id] ?? 'not_started'}
      hrefOf={(id) => `/coaching/s/activity/${id}`}
      isTeamLeader={false}
      activitiesFailed={false}
      teamPercent={40}
      {...props}
    />,
  );
}

describe('a phase on the timeline', () => {
  it('is open, marked current, shows its number, 4 weeks and the team progress', () => {
    const { container } = renderCard();
    expect(container.querySelector('details')?.open).toBe(true);
    expect(screen.getByText('Fase Corrente')).toBeTruthy();
    expect(screen.getByText('4 settimane')).toBeTruthy();
    expect(screen.getByText('Progresso del team: 40%')).toBeTruthy();
  });

  it('shows each activity with its status badge, type, minutes, required badge and button', () => {
    renderCard();
    const done = within(screen.getByText('done').closest('li')!);
    expect(done.getAllByText('Completato')).toHaveLength(2); // badge and the button
    expect(done.getByText('Obbligatorio')).toBeTruthy();
    expect(done.getByText('10 min')).toBeTruthy();
    const going = within(screen.getByText('going').closest('li')!);
    expect(going.getByText('In Corso')).toBeTruthy();
    expect(going.getByText('Quiz')).toBeTruthy();
    expect(going.getByRole('link', { name: 'Continua' }).getAttribute('href')).toBe('/coaching/s/activity/going');
    const fresh = within(screen.getByText('new').closest('li')!);
    expect(fresh.getByText('Da Iniziare')).toBeTruthy();
    expect(fresh.getByRole('link', { name: 'Inizia' })).toBeTruthy();
    expect(fresh.queryByText('Solo Team Leader')).toBeNull();
  });

  it("shows 'Solo Team Leader' to team leaders", () => {
    renderCard({ isTeamLeader: true });
    expect(within(screen.getByText('new').closest('li')!).getByText('Solo Team Leader')).toBeTruthy();
  });

  it('says when a phase has no activities, and when they failed to load', () => {
    renderCard({ activities: [], index: 1, defaultOpen: false });
    expect(screen.getByText('Nessuna attività disponibile')).toBeTruthy();
    expect(screen.getByText('Le attività per questa fase verranno aggiunte a breve')).toBeTruthy();
    expect(screen.queryByText('Fase Corrente')).toBeNull();
    cleanup();
    renderCard({ activities: [], activitiesFailed: true });
    expect(screen.getByText('Errore nel caricamento delle attività')).toBeTruthy();
    expect(screen.getByText('Riprova più tardi o contatta il supporto')).toBeTruthy();
  });
});
