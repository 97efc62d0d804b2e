// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatRemaining, timerLevelLabel, type TimerLevel } from '../timer';
import { CountdownCard } from './CountdownCard';
import { ExitDialog } from './ExitDialog';
import { ProgressSummary } from './ProgressSummary';
import { InvalidTemplateCard, LoadErrorCard, LoadingCard, NoQuestionsCard } from './StatusCards';
import { TeamBadges } from './TeamBadges';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => render(<I18nProvider i18n={i18n}>{children}</I18nProvider>);

const timer = (level: TimerLevel, remainingMs: number) => ({
  level,
  label: timerLevelLabel(level),
  remainingMs,
  display: formatRemaining(remainingMs),
  expired: false,
});

describe('countdown card', () => {
  it.each([
    ['normal', 'Tempo rimanente'],
    ['warning', 'Tempo in scadenza'],
    ['danger', 'Ultimo minuto!'],
  ] as const)('%s look says %s and shows minutes:seconds', (level, label) => {
    withI18n(<CountdownCard timer={timer(level, 75_000)} />);
    expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
    expect(screen.getByTestId('countdown-time')).toHaveTextContent('01:15');
    expect(screen.getByTestId('countdown')).toHaveAttribute('data-level', level);
  });

  it('hides the ticking digits from screen readers and speaks whole minutes politely', () => {
    const { rerender } = withI18n(<CountdownCard timer={timer('normal', 75_000)} />);
    expect(screen.getByTestId('countdown-time')).toHaveAttribute('aria-hidden', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Tempo rimanente: circa 2 minuti');
    rerender(
      <I18nProvider i18n={i18n}>
        <CountdownCard timer={timer('normal', 74_000)} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Tempo rimanente: circa 2 minuti');
    rerender(
      <I18nProvider i18n={i18n}>
        <CountdownCard timer={timer('warning', 45_000)} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Tempo in scadenza: circa 1 minuto');
  });
});

describe('exit dialog', () => {
  it('with unsaved changes offers save and exit, exit without saving, cancel', async () => {
    const onSaveAndExit = vi.fn();
    const onExit = vi.fn();
    const onOpenChange = vi.fn();
    withI18n(
      <ExitDialog
        open
        onOpenChange={onOpenChange}
        unsavedChanges
        unsentAnswers={0}
        saving={false}
        onSaveAndExit={onSaveAndExit}
        onExit={onExit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva ed esci' }));
    await userEvent.click(screen.getByRole('button', { name: 'Esci senza salvare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onSaveAndExit).toHaveBeenCalledOnce();
    expect(onExit).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('without unsaved changes offers confirm or cancel only', () => {
    withI18n(
      <ExitDialog
        open
        onOpenChange={() => undefined}
        unsavedChanges={false}
        unsentAnswers={0}
        saving={false}
        onSaveAndExit={() => undefined}
        onExit={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Conferma uscita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva ed esci' })).toBeNull();
    expect(screen.queryByText(/non salvate/)).toBeNull();
  });

  it('with every answer kept on the device, says how many still wait to be sent and offers no save', () => {
    withI18n(
      <ExitDialog
        open
        onOpenChange={() => undefined}
        unsavedChanges={false}
        unsentAnswers={3}
        saving={false}
        onSaveAndExit={() => undefined}
        onExit={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '3 risposte sono salvate su questo dispositivo e saranno inviate appena possibile.',
    );
    expect(screen.getByRole('button', { name: 'Conferma uscita' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Esci senza salvare' })).toBeNull();
  });
});

describe('progress and badges', () => {
  it("shows 'Domanda N di M' in Italian (the spec's 'question N of M') and the percentage", () => {
    withI18n(<ProgressSummary position={3} total={8} percent={25} />);
    expect(screen.getByTestId('question-position')).toHaveTextContent('Domanda 3 di 8');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it("falls back to 'Team sconosciuto', upper-cases the type and names the evaluated person for manager evaluations", () => {
    withI18n(
      <TeamBadges teamName={null} assessmentType="leadership" evaluationType="manager" targetName="Mario Russo" />,
    );
    expect(screen.getByText('Team sconosciuto')).toBeInTheDocument();
    expect(screen.getByText('LEADERSHIP')).toBeInTheDocument();
    expect(screen.getByText('Valutando: Mario Russo')).toBeInTheDocument();
  });

  it("shows a loading placeholder, not 'Team sconosciuto', while the team's name is not known yet", () => {
    withI18n(<TeamBadges teamName={undefined} assessmentType="tpm" evaluationType="self" targetName={null} />);
    expect(screen.queryByText('Team sconosciuto')).toBeNull();
    expect(screen.getByText('Caricamento del team…')).toBeInTheDocument();
  });

  it('shows no target badge for self evaluations', () => {
    withI18n(<TeamBadges teamName="Alpha" assessmentType="tpm" evaluationType="self" targetName="Mario Russo" />);
    expect(screen.queryByText(/Valutando/)).toBeNull();
  });
});

describe('load error card', () => {
  it("'Riprova' asks to load again instead of reloading the page", async () => {
    const onRetry = vi.fn();
    withI18n(<LoadErrorCard failedAt="questions" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Non è stato possibile caricare le domande dell'assessment.");
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says 'Impossibile recuperare i dati dell'assessment' when the assessment itself could not be read", () => {
    withI18n(<LoadErrorCard failedAt="assessment" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Impossibile recuperare i dati dell'assessment");
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('says a malformed template id as the spec words it, with no retry', () => {
    withI18n(<InvalidTemplateCard templateId="abc" onBack={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid template ID format: abc. Expected UUID format.');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it("says 'Caricamento domande in corso...' once the questions load, so the start is seen to wait for them", () => {
    const { unmount } = withI18n(<LoadingCard stage="assessment" />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento domande assessment...');
    expect(screen.queryByText('Caricamento domande in corso...')).toBeNull();
    unmount();
    withI18n(<LoadingCard stage="questions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento domande in corso...');
  });

  it("says 'Nessuna domanda disponibile' when the template has no questions", () => {
    withI18n(<NoQuestionsCard onBack={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Nessuna domanda disponibile' })).toBeInTheDocument();
  });
});
