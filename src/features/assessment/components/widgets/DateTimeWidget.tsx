import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { composeDateTime, displayDate, isValidDate, isValidTime, parseDateTimeValue } from './dateTimeValue';
import type { WidgetProps } from './types';
import { WidgetFieldset } from './WidgetFieldset';

/**
 * Value: 'yyyy-MM-ddTHH:mm'. Picking a date emits it with the chosen time (09:00 by default);
 * changing the time emits only once a date is chosen. Clearing the date emits ''.
 */
export function DateTimeWidget({ question, value, onChange, disabled, labelledBy }: WidgetProps) {
  const { i18n } = useLingui();
  const dateId = useId();
  const timeId = useId();
  const [parts, setParts] = useState(() => parseDateTimeValue(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setParts(parseDateTimeValue(value));
  }

  function pickDate(date: string) {
    if (date === '') {
      setParts({ time: parts.time });
      onChange('');
      return;
    }
    if (!isValidDate(date)) return;
    setParts({ date, time: parts.time });
    onChange(composeDateTime(date, parts.time));
  }

  function pickTime(time: string) {
    if (!isValidTime(time)) return;
    setParts({ ...parts, time });
    if (parts.date !== undefined) onChange(composeDateTime(parts.date, time));
  }

  const date = parts.date === undefined ? undefined : displayDate(parts.date, i18n.locale);
  const time = parts.time;
  return (
    <WidgetFieldset
      question={question}
      labelledBy={labelledBy}
      role="group"
      className="qw-datetime"
      disabled={disabled}
    >
      {() => (
        <>
          <div className="qw-datetime__fields">
            <div className="qw-datetime__field">
              <label htmlFor={dateId} className="qw-datetime__label">
                <Trans>Seleziona Data</Trans>
              </label>
              <input
                id={dateId}
                type="date"
                className="qw-datetime__input"
                value={parts.date ?? ''}
                onChange={(event) => pickDate(event.target.value)}
              />
            </div>
            <div className="qw-datetime__field">
              <label htmlFor={timeId} className="qw-datetime__label">
                <Trans>Seleziona Ora</Trans>
              </label>
              <input
                id={timeId}
                type="time"
                className="qw-datetime__input"
                value={time}
                onChange={(event) => pickTime(event.target.value)}
              />
            </div>
          </div>
          <p className="qw-datetime__summary" role="status" aria-live="polite">
            {date === undefined ? (
              <Trans>Seleziona data</Trans>
            ) : (
              <Trans>
                Selezione: {date} alle {time}
              </Trans>
            )}
          </p>
        </>
      )}
    </WidgetFieldset>
  );
}
