import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField, toast } from '../../../ui';
import type { OrgOverview } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { ASSESSMENT_TYPE_LABELS, EVALUATION_TYPE_LABELS } from '../labels';
import { ASSESSMENT_TYPES, EVALUATION_TYPES, assignAssessments, type TemplateOption } from './assignments-api';
import { useBackendClient } from '../../../backend/BackendClientProvider';

/**
 * Assign an assessment type to a whole team or chosen members: self, or manager / peer naming the
 * evaluated person; an optional time limit. One database call creates all of it or nothing.
 */
export function AssignAssessmentForm({
  data,
  templates,
  onAssigned,
}: {
  data: OrgOverview;
  templates: TemplateOption[];
  onAssigned: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [type, setType] = useState('tpm');
  const ofType = templates.filter((tpl) => tpl.assessmentType === type);
  const [templateId, setTemplateId] = useState('');
  const [evaluation, setEvaluation] = useState('self');
  const [scope, setScope] = useState<'team' | 'members'>('team');
  const [teamId, setTeamId] = useState(data.teams[0]?.id ?? '');
  const [userIds, setUserIds] = useState<Set<string>>(new Set());
  const [targetUserId, setTargetUserId] = useState('');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const template = ofType.find((tpl) => tpl.id === templateId) ?? ofType[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = limit ? Number(limit) : undefined;
    if (!template) return setError(t`Nessun modello attivo per questo tipo di assessment.`);
    if (scope === 'team' && !teamId) return setError(t`Scegli un team.`);
    if (scope === 'members' && userIds.size === 0) return setError(t`Scegli almeno un membro.`);
    if (evaluation !== 'self' && !targetUserId) return setError(t`Scegli la persona valutata.`);
    if (minutes !== undefined && (!Number.isInteger(minutes) || minutes <= 0))
      return setError(t`Il limite di tempo è un numero intero di minuti.`);
    setError(null);
    setBusy(true);
    let outcome = { created: 0, already: 0 };
    const ok = await runAdminAction(
      async () => {
        outcome = await assignAssessments(client, {
          templateId: template.id,
          evaluationType: evaluation,
          ...(scope === 'team' ? { teamId } : { userIds: [...userIds] }),
          ...(evaluation !== 'self' ? { targetUserId } : {}),
          ...(minutes ? { timeLimitMinutes: minutes } : {}),
        });
      },
      { failure: msg`Error saving data` },
    );
    setBusy(false);
    if (ok) {
      const { created, already } = outcome;
      toast({
        title: t`Assessment assegnato a ${created} persone`,
        description: already ? t`${already} lo avevano già.` : undefined,
        variant: 'success',
      });
      setUserIds(new Set());
      onAssigned();
    }
  }

  const toggle = (id: string) => {
    const next = new Set(userIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setUserIds(next);
  };

  return (
    <form
      className="admin-form admin-form--grid"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Assegna assessment`}
    >
      <SelectField
        label={t`Tipo di assessment`}
        value={type}
        onChange={(event) => {
          setType(event.target.value);
          setTemplateId('');
        }}
        options={ASSESSMENT_TYPES.map((value) => ({ value, label: i18n._(ASSESSMENT_TYPE_LABELS[value]!) }))}
      />
      <SelectField
        label={t`Modello`}
        value={template?.id ?? ''}
        onChange={(event) => setTemplateId(event.target.value)}
        options={
          ofType.length
            ? ofType.map((tpl) => ({ value: tpl.id, label: tpl.name }))
            : [{ value: '', label: t`Nessun modello disponibile` }]
        }
      />
      <SelectField
        label={t`Valutazione`}
        value={evaluation}
        onChange={(event) => setEvaluation(event.target.value)}
        options={EVALUATION_TYPES.map((value) => ({ value, label: i18n._(EVALUATION_TYPE_LABELS[value]!) }))}
      />
      {evaluation !== 'self' ? (
        <SelectField
          label={t`Persona valutata`}
          value={targetUserId}
          onChange={(event) => setTargetUserId(event.target.value)}
          options={[{ value: '', label: t`Scegli…` }, ...data.members.map((m) => ({ value: m.userId, label: m.name }))]}
        />
      ) : null}
      <TextField
        label={t`Limite di tempo (minuti, facoltativo)`}
        type="number"
        min={1}
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <fieldset className="admin-form__wide">
        <legend>
          <Trans>Assegna a</Trans>
        </legend>
        <label className="admin-choice">
          <input type="radio" name="scope" checked={scope === 'team'} onChange={() => setScope('team')} />
          <Trans>Tutto un team</Trans>
        </label>
        <label className="admin-choice">
          <input type="radio" name="scope" checked={scope === 'members'} onChange={() => setScope('members')} />
          <Trans>Membri scelti</Trans>
        </label>
        {scope === 'team' ? (
          <SelectField
            label={t`Team da valutare`}
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
            options={[
              { value: '', label: t`Scegli…` },
              ...data.teams.map((team) => ({ value: team.id, label: team.name })),
            ]}
          />
        ) : (
          <div className="admin-pick">
            {data.members.map((m) => (
              <label key={m.userId} className="admin-choice">
                <input type="checkbox" checked={userIds.has(m.userId)} onChange={() => toggle(m.userId)} />
                {m.name} <span className="muted">{m.email}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {error ? (
        <p role="alert" className="field__error admin-form__wide">
          {error}
        </p>
      ) : null}
      <div className="admin-form__wide">
        <Button type="submit" busy={busy}>
          <Trans>Assegna assessment</Trans>
        </Button>
      </div>
    </form>
  );
}
