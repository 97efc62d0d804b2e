import { Plural, useLingui } from '@lingui/react/macro';
import type { TimerView } from '../assessment.selectors';

/**
 * The countdown: 'Tempo rimanente' / 'Tempo in scadenza' / 'Ultimo minuto!' and minutes:seconds.
 * The ticking digits are hidden from screen readers; a polite live region speaks only when the
 * look changes or a whole minute passes, not every second.
 */
export function CountdownCard({ timer }: { timer: TimerView }) {
  const { i18n } = useLingui();
  const label = i18n._(timer.label);
  const minutes = Math.ceil(timer.remainingMs / 60_000);
  return (
    <section className={`countdown countdown--${timer.level}`} data-testid="countdown" data-level={timer.level}>
      <h2 className="countdown__label">{label}</h2>
      <p className="countdown__time" aria-hidden="true" data-testid="countdown-time">
        {timer.display}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {label}: <Plural value={minutes} one="circa # minuto" other="circa # minuti" />
      </p>
    </section>
  );
}
