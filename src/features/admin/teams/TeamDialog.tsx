import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, TextField } from '../../../ui';
import type { OrgTeam } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { TEAM_TYPE_LABELS } from '../labels';
import { createTeam, updateTeam } from '../writes';
import { TEAM_TYPES } from './team-filters';
import { useBackendClient } from '../../../backend/BackendClientProvider';

/** Create a team, or change its name, type and description. */
export function TeamDialog({
  organizationId,
  team,
  onClose,
  onSaved,
}: {
  organizationId: string;
  team: OrgTeam | null;
  onClose: () => void;
  onSaved: (teamId: string) => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [name, setName] = useState(team?.name ?? '');
  const [teamType, setTeamType] = useState(team?.teamType ?? 'operational');
  const [description, setDescription] = useState(team?.description ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t`Required field`);
    setBusy(true);
    let id = team?.id ?? '';
    const ok = await runAdminAction(
      async () => {
        if (team) await updateTeam(client, team.id, { name, teamType, description });
        else id = await createTeam(client, organizationId, { name, teamType, description });
      },
      { success: team ? msg`Team aggiornato` : msg`Team creato`, failure: msg`Error saving data` },
    );
    setBusy(false);
    if (ok) {
      onClose();
      onSaved(id);
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={team ? <Trans>Modifica team</Trans> : <Trans>Nuovo team</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Nome del team`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          required
        />
        <SelectField
          label={t`Tipo`}
          value={teamType}
          onChange={(event) => setTeamType(event.target.value)}
          options={TEAM_TYPES.map((type) => ({ value: type, label: i18n._(TEAM_TYPE_LABELS[type]!) }))}
        />
        <Field label={t`Descrizione`}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            {team ? <Trans>Salva</Trans> : <Trans>Crea team</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
