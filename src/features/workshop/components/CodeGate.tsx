import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { checkWorkshopCode, lockedUntil } from '../../../offline/workshop';
import { Button, Card, TextField } from '../../../ui';

/**
 * The coach confirms a participant's turn with the workshop code. The tablet counts wrong codes
 * and makes the wait grow (stored, so a reload does not reset it); the code field is cleared after
 * every try and never kept.
 */
export function CodeGate({
  name,
  onConfirmed,
  onCancel,
}: {
  name: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(Date.now);
  const [checking, setChecking] = useState(false);

  useEffect(() => void lockedUntil().then(setUntil), []);
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);

  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const locked = seconds > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const result = await checkWorkshopCode(code).finally(() => setChecking(false));
    setCode('');
    if (result.ok) return onConfirmed();
    setNow(Date.now());
    setUntil(result.lockedUntil);
    if (result.reason === 'wrong' && result.remaining > 0)
      setMessage(t`Codice errato. Ancora ${result.remaining} tentativi prima di un'attesa.`);
    else setMessage(t`Codice errato.`);
  };

  return (
    <Card title={<Trans>Turno di {name}</Trans>}>
      <form className="workshop-form" onSubmit={(event) => void submit(event)}>
        <TextField
          label={<Trans>Codice del workshop (lo digita il coach)</Trans>}
          type="password"
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={locked}
          autoFocus
        />
        {message ? <p role="alert">{message}</p> : null}
        {locked ? (
          <p aria-live="polite">
            <Trans>Troppi codici errati: riprova tra {seconds} secondi.</Trans>
          </p>
        ) : null}
        <div className="workshop-actions">
          <Button type="submit" disabled={locked || checking || code.length === 0}>
            <Trans>Conferma</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            <Trans>Annulla</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
