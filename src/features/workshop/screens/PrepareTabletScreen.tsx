import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { BackendClient } from '../../../backend/backend-client';
import { MIN_CODE_LENGTH, readDevice, unsentByParticipant } from '../../../offline/workshop';
import { Button, Card, Field, TextField } from '../../../ui';
import { listSessions, listTeams, type PreparableSession, type PreparableTeam } from '../api';
import { prepareTablet, type PrepareStep, type Prepared } from '../prepare';
import { PreparedTablets } from '../components/PreparedTablets';
import { ReadinessSummary } from '../components/ReadinessSummary';
import { usePrepareTexts } from '../texts';
import '../workshop.css';

export interface PrepareTabletScreenProps {
  client: BackendClient;
  userId: string;
  /** An org admin prepares for any team of their organisation; a coach for a team of their coaching. */
  organizationId: string | null;
  /** Called once the tablet is ready: the app signs the preparer out and opens the tablet's page. */
  onPrepared: (prepared: Prepared) => void;
}

type Choice = { kind: 'session'; session: PreparableSession } | { kind: 'team'; team: PreparableTeam };

const today = () => new Date().toISOString().slice(0, 10);

/** /workshop/prepare: team (or coaching), date, code; then keys, registration, bundle, summary. */
export function PrepareTabletScreen({ client, userId, organizationId, onPrepared }: PrepareTabletScreenProps) {
  const { t } = useLingui();
  const stepText = usePrepareTexts();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [choice, setChoice] = useState('');
  const [date, setDate] = useState(today);
  const [label, setLabel] = useState('');
  const [code, setCode] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<PrepareStep | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [blockedByUnsent, setBlockedByUnsent] = useState(0);

  useEffect(() => {
    let live = true;
    const load = organizationId
      ? listTeams(client, organizationId).then((teams) => teams.map((team): Choice => ({ kind: 'team', team })))
      : listSessions(client).then((sessions) => sessions.map((session): Choice => ({ kind: 'session', session })));
    load.then(
      (rows) => live && setChoices(rows),
      (e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)),
    );
    // A tablet still holding a previous workshop's unsent work is not prepared again: it would be lost to its team.
    void readDevice().then(async (device) => {
      if (!device || !live) return;
      const unsent = await unsentByParticipant(device.participants.map((p) => p.user_id));
      let count = 0;
      for (const { pending, failed } of unsent.values()) count += pending + failed.length;
      if (live) setBlockedByUnsent(count);
    });
    return () => {
      live = false;
    };
  }, [client, organizationId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = choices?.find((c) => (c.kind === 'team' ? c.team.id : c.session.id) === choice);
    if (!picked) return setError(t`Scegli la squadra del workshop.`);
    if (code.length < MIN_CODE_LENGTH)
      return setError(t`Il codice del workshop deve avere almeno ${MIN_CODE_LENGTH} caratteri.`);
    if (code !== again) return setError(t`I due codici non coincidono.`);
    if (!date) return setError(t`Indica la data del workshop.`);
    setError(null);
    try {
      const result = await prepareTablet(
        {
          preparedBy: userId,
          teamId: picked.kind === 'team' ? picked.team.id : picked.session.teamId,
          sessionId: picked.kind === 'session' ? picked.session.id : null,
          label: label.trim() || t`Tablet del workshop`,
          workshopDate: date,
          code,
        },
        { client, onStep: setStep },
      );
      setCode('');
      setAgain('');
      setPrepared(result);
    } catch (e) {
      setError(t`Preparazione non riuscita: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setStep(null);
    }
  };

  if (prepared) {
    return (
      <main className="workshop-page">
        <Card title={<Trans>Tablet pronto per il workshop</Trans>}>
          <ReadinessSummary
            teamName={prepared.teamName}
            uploadUntil={prepared.uploadUntil}
            readiness={prepared.readiness}
          />
          <p>
            <Trans>
              Ora esci: sul tablet non resta alcuna password né sessione. I partecipanti lavorano dalla pagina del
              workshop.
            </Trans>
          </p>
          <Button onClick={() => onPrepared(prepared)}>
            <Trans>Esci e apri il workshop</Trans>
          </Button>
        </Card>
      </main>
    );
  }

  return (
    <main className="workshop-page">
      <Card title={<Trans>Prepara un tablet per il workshop</Trans>}>
        <p className="muted">
          <Trans>
            Serve la rete solo ora. Il tablet riceve i dati della squadra e una chiave propria; poi i partecipanti
            lavorano a turno senza rete e il loro lavoro parte da solo quando la rete torna.
          </Trans>
        </p>
        {blockedByUnsent > 0 ? (
          <p role="alert" className="workshop-alert">
            <Trans>
              Questo tablet ha ancora {blockedByUnsent} modifiche non inviate del workshop precedente: collegalo alla
              rete finché partono, prima di prepararlo di nuovo.
            </Trans>
          </p>
        ) : null}
        {loadError ? <p role="alert">{t`Impossibile caricare le squadre: ${loadError}`}</p> : null}
        {choices === null && !loadError ? (
          <p aria-live="polite">
            <Trans>Caricamento delle squadre...</Trans>
          </p>
        ) : null}
        {choices?.length === 0 ? (
          <p>
            <Trans>Nessuna squadra da preparare.</Trans>
          </p>
        ) : null}
        {choices && choices.length > 0 ? (
          <form className="workshop-form" onSubmit={(event) => void submit(event)} aria-busy={step !== null}>
            <Field label={organizationId ? <Trans>Squadra</Trans> : <Trans>Percorso di coaching (squadra)</Trans>}>
              {(control) => (
                <select
                  className="input"
                  {...control}
                  value={choice}
                  onChange={(e) => setChoice(e.target.value)}
                  required
                >
                  <option value="">{t`Scegli...`}</option>
                  {choices.map((c) =>
                    c.kind === 'team' ? (
                      <option key={c.team.id} value={c.team.id}>
                        {c.team.name}
                      </option>
                    ) : (
                      <option key={c.session.id} value={c.session.id}>
                        {c.session.teamName}
                        {c.session.name ? ` — ${c.session.name}` : ''}
                      </option>
                    ),
                  )}
                </select>
              )}
            </Field>
            <TextField
              label={<Trans>Data del workshop</Trans>}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              required
            />
            <TextField
              label={<Trans>Nome del tablet</Trans>}
              value={label}
              placeholder={t`Tablet 1`}
              onChange={(e) => setLabel(e.target.value)}
            />
            <TextField
              label={<Trans>Codice del workshop</Trans>}
              hint={
                <Trans>Lo scegli tu e lo digiti per confermare ogni turno. Sul tablet ne resta solo un'impronta.</Trans>
              }
              type="password"
              autoComplete="off"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
            />
            <TextField
              label={<Trans>Ripeti il codice</Trans>}
              type="password"
              autoComplete="off"
              value={again}
              onChange={(e) => setAgain(e.target.value)}
              required
            />
            {error ? (
              <p role="alert" className="field__error">
                {error}
              </p>
            ) : null}
            {step ? <p aria-live="polite">{stepText(step)}</p> : null}
            <Button type="submit" disabled={step !== null || blockedByUnsent > 0}>
              <Trans>Prepara il tablet</Trans>
            </Button>
          </form>
        ) : null}
      </Card>
      <PreparedTablets client={client} userId={userId} />
    </main>
  );
}
