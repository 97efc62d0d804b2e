import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSavedDraft } from './use-saved-draft';
import { Button, Dialog, Field, TextField } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { SelectField } from '../../components/SelectField';
import { ActivityPreview } from './ActivityPreview';
import { activityDraft } from './drafts';
import { ACTIVITY_TYPE_LABELS } from './labels';
import { OnlineOnlyNote } from './OnlineOnlyNote';
import { DraftRestorePrompt } from '../shared/DraftRestorePrompt';
import { saveActivity, type ActivityRow } from './program-api';
import type { PromptRow } from './prompt-api';
import {
  ACTIVITY_TYPES,
  validateActivity,
  type ActivityDraft,
  type ActivityField,
  type ActivityType,
} from './validation';
import { WorkshopFields } from './WorkshopFields';

/** Create or edit one activity of a phase; the video link is checked as it is typed. */
export function ActivityDialog({
  phaseId,
  activity,
  nextOrder,
  prompts,
  onClose,
  onSaved,
}: {
  phaseId: string;
  activity: ActivityRow | null;
  nextOrder: number;
  prompts: PromptRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const { draft, set, error, busy, submit, reachable, offer } = useSavedDraft<ActivityDraft, ActivityField>({
    place: { screen: 'coaching-activity', itemId: activity?.id ?? `new:${phaseId}` },
    initial: () => activityDraft(activity),
    validate: validateActivity,
    // The link is judged as it is typed; the other fields once the author tries to save.
    judgedAsTyped: (current, checked) => (current.contentUrl.trim() ? { contentUrl: checked.contentUrl } : {}),
    save: (current) => saveActivity(client, phaseId, activity?.id ?? null, current, nextOrder),
    texts: { success: msg`Attività salvata`, failure: msg`Attività non salvata` },
    onSaved,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={activity ? <Trans>Modifica attività</Trans> : <Trans>Nuova attività</Trans>}
    >
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {offer ? (
          <DraftRestorePrompt savedAt={offer.savedAt} onRestore={offer.restore} onDiscard={offer.discard} />
        ) : null}
        <TextField
          label={t`Titolo`}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={error('title')}
          required
        />
        <SelectField
          label={t`Tipo`}
          value={draft.activityType}
          onChange={(e) => set('activityType', e.target.value as ActivityType)}
          options={ACTIVITY_TYPES.map((type) => ({ value: type, label: i18n._(ACTIVITY_TYPE_LABELS[type]) }))}
        />
        <Field label={t`Descrizione`}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={2}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Istruzioni`}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={draft.instructions}
              onChange={(e) => set('instructions', e.target.value)}
            />
          )}
        </Field>
        <TextField
          label={draft.activityType === 'video' ? t`Link del video` : t`Link al contenuto`}
          hint={draft.activityType === 'video' ? t`youtube.com/watch?v=… oppure youtu.be/…` : undefined}
          type="url"
          inputMode="url"
          value={draft.contentUrl}
          onChange={(e) => set('contentUrl', e.target.value)}
          error={error('contentUrl')}
        />
        <TextField
          label={t`Durata stimata (minuti)`}
          inputMode="numeric"
          value={draft.estimatedMinutes}
          onChange={(e) => set('estimatedMinutes', e.target.value)}
          error={error('estimatedMinutes')}
        />
        {draft.activityType === 'ai_suggestion' ? (
          <SelectField
            label={t`Prompt template`}
            value={draft.promptTemplateId}
            onChange={(e) => set('promptTemplateId', e.target.value)}
            error={error('promptTemplateId')}
            options={[
              { value: '', label: t`Scegli…` },
              ...prompts.filter((p) => p.is_active).map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
        ) : null}
        {draft.activityType === 'workshop' ? (
          <WorkshopFields value={draft.workshop} onChange={(w) => set('workshop', w)} error={error} />
        ) : null}
        <label className="admin-choice">
          <input type="checkbox" checked={draft.isRequired} onChange={(e) => set('isRequired', e.target.checked)} />{' '}
          <Trans>Obbligatoria</Trans>
        </label>
        <label className="admin-choice">
          <input
            type="checkbox"
            checked={draft.teamLeaderOnly}
            onChange={(e) => set('teamLeaderOnly', e.target.checked)}
          />{' '}
          <Trans>Solo per i team leader</Trans>
        </label>
        <label className="admin-choice">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />{' '}
          <Trans>Attiva</Trans>
        </label>
        <ActivityPreview draft={draft} />
        <OnlineOnlyNote keptOnDevice />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={!reachable}>
            <Trans>Salva attività</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
