import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { runSave } from './save-action';
import type { FieldErrors as Errors } from './validation';
import { useBackendReachable } from '../../../../backend/use-backend-reachable';
import { useDeviceDraft, type DraftPlace } from '../shared/use-device-draft';

export interface SavedDraftOptions<D, F extends string> {
  initial: () => D;
  validate: (draft: D) => Errors<F>;
  /** What is judged while typing, before the first save (nothing by default). */
  judgedAsTyped?: (draft: D, errors: Errors<F>) => Errors<F>;
  save: (draft: D) => Promise<unknown>;
  texts: { success: MessageDescriptor; failure: MessageDescriptor };
  onSaved: () => void;
  /** Where the unsaved draft is kept on the device (screen and item); none: not kept. */
  place?: DraftPlace;
}

/**
 * An authoring dialog's draft: its fields, their errors (the checks once the author tries to save, the
 * database's refusal at its field until the next edit), its copy on the device until it is saved (a
 * draft left from before is offered back) and the online save, which needs the backend: `reachable`
 * says when it does not answer, for the save button to say so.
 */
export function useSavedDraft<D, F extends string>(options: SavedDraftOptions<D, F>) {
  const { i18n } = useLingui();
  const reachable = useBackendReachable();
  const [start] = useState<D>(options.initial);
  const [draft, setDraft] = useState<D>(start);
  const device = useDeviceDraft(options.place, draft, start);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Errors<string>>({});
  const [busy, setBusy] = useState(false);
  const checked = options.validate(draft);
  const shown: Errors<string> = {
    ...(submitted ? checked : (options.judgedAsTyped?.(draft, checked) ?? {})),
    ...refused,
  };
  // A refusal may name a field the checks do not (the database's own constraint names).
  const error = (field: string) => {
    const message = shown[field];
    return message ? i18n._(message) : undefined;
  };
  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setRefused({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checked).length) return;
    setBusy(true);
    const ok = await runSave(
      () => options.save(draft),
      options.texts,
      (refusal) => setRefused({ [refusal.field]: refusal.message }),
    );
    setBusy(false);
    if (ok) {
      device.forget();
      options.onSaved();
    }
  }

  const offer = device.offer
    ? {
        savedAt: device.offer.savedAt,
        restore: () => device.restore(setDraft),
        discard: device.discard,
      }
    : null;

  return { draft, set, error, busy, submit, reachable, offer };
}
