import { Trans, useLingui } from '@lingui/react/macro';
import { Field, TextField } from '../../../../ui';
import { SelectField } from '../../components/SelectField';
import { WORKSHOP_MODE_LABELS } from './labels';
import { TextListField } from './TextListField';
import { WORKSHOP_MODES, type ActivityField, type WorkshopDraft, type WorkshopMode } from './validation';

/** The workshop's logistics, the fields the member's workshop card shows. */
export function WorkshopFields({
  value,
  onChange,
  error,
}: {
  value: WorkshopDraft;
  onChange: (value: WorkshopDraft) => void;
  /** The activity dialog's message for a field, if any. */
  error: (field: ActivityField) => string | undefined;
}) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof WorkshopDraft>(key: K, v: WorkshopDraft[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="admin-form__wide text-list">
      <legend className="field__label">
        <Trans>Workshop</Trans>
      </legend>
      <SelectField
        label={t`Modalità`}
        value={value.mode}
        onChange={(event) => set('mode', event.target.value as WorkshopMode | '')}
        options={[
          { value: '', label: t`Non indicata` },
          ...WORKSHOP_MODES.map((mode) => ({ value: mode, label: i18n._(WORKSHOP_MODE_LABELS[mode]) })),
        ]}
      />
      <TextField
        label={t`Sede`}
        value={value.venueAddress}
        onChange={(event) => set('venueAddress', event.target.value)}
        error={error('venueAddress')}
      />
      <TextField
        label={t`Link della riunione`}
        type="url"
        inputMode="url"
        value={value.meetingUrl}
        onChange={(event) => set('meetingUrl', event.target.value)}
        error={error('meetingUrl')}
      />
      <TextField
        label={t`Data e ora`}
        type="datetime-local"
        value={value.scheduledAt}
        onChange={(event) => set('scheduledAt', event.target.value)}
        error={error('scheduledAt')}
      />
      <TextField
        label={t`Partecipanti massimi`}
        inputMode="numeric"
        value={value.maxParticipants}
        onChange={(event) => set('maxParticipants', event.target.value)}
        error={error('maxParticipants')}
      />
      <Field label={t`Note logistiche`}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={2}
            value={value.logisticsNotes}
            onChange={(event) => set('logisticsNotes', event.target.value)}
          />
        )}
      </Field>
      <TextListField
        legend={<Trans>Requisiti tecnici</Trans>}
        items={value.techRequirements}
        onChange={(items) => set('techRequirements', items)}
        itemLabel={(n) => t`Requisito ${n}`}
        addLabel={<Trans>Aggiungi requisito</Trans>}
      />
    </fieldset>
  );
}
