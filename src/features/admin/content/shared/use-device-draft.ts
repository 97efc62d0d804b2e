import { useEffect, useState } from 'react';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { discardDraft, readDraft, saveDraft, type DraftKey } from '../../../../offline/drafts';

/** A draft found on the device when the editor opened, until the author restores or discards it. */
export interface DraftOffer<D> {
  value: D;
  savedAt: string;
}

/** Which screen and item a draft belongs to; the author is the signed-in user. */
export type DraftPlace = Omit<DraftKey, 'ownerId'>;

/** The signed-in user's id, read from the client's stored session (no network). */
function useOwnerId(): string | null {
  const client = useBackendClient();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void client.auth.getSession().then(({ data }) => live && setOwnerId(data.session?.user.id ?? null));
    return () => {
      live = false;
    };
  }, [client]);
  return ownerId;
}

/**
 * Keeps an editor's unsaved draft on the device (src/offline/drafts), a moment after typing stops,
 * so a reload or a lost network loses nothing. A draft left from before is offered, not applied:
 * the author restores or discards it, and nothing is stored over it until they choose.
 */
export function useDeviceDraft<D>(place: DraftPlace | undefined, draft: D, initial: D) {
  const ownerId = useOwnerId();
  const [offer, setOffer] = useState<DraftOffer<D> | null>(null);
  const [checked, setChecked] = useState(false);
  // The key as text: a new object each render must not re-run the effects.
  const keyText = ownerId && place ? JSON.stringify({ ownerId, screen: place.screen, itemId: place.itemId }) : null;
  const keyOf = (text: string | null): DraftKey | null => (text ? (JSON.parse(text) as DraftKey) : null);
  const initialText = JSON.stringify(initial);

  useEffect(() => {
    const current = keyOf(keyText);
    if (!current) return;
    let live = true;
    readDraft<D>(current).then(
      (found) => {
        if (!live) return;
        if (found && JSON.stringify(found.value) !== initialText) setOffer(found);
        setChecked(true);
      },
      () => live && setChecked(true),
    );
    return () => {
      live = false;
    };
    // initialText is the editor's starting point, read once per item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText]);

  useEffect(() => {
    const current = keyOf(keyText);
    if (!current || !checked || offer) return;
    const changed = JSON.stringify(draft) !== initialText;
    const timer = setTimeout(
      () => void (changed ? saveDraft(current, draft) : discardDraft(current)).catch(() => {}),
      400,
    );
    return () => clearTimeout(timer);
  }, [draft, checked, offer, initialText, keyText]);

  return {
    offer,
    /** Hands the offered draft to the editor (`apply`, its setter) and forgets the offer. */
    restore: (apply: (value: D) => void) => {
      if (offer) apply(offer.value);
      setOffer(null);
    },
    discard: () => {
      setOffer(null);
      const current = keyOf(keyText);
      if (current) void discardDraft(current).catch(() => {});
    },
    /** After a successful save: the draft is on the server now. */
    forget: () => {
      const current = keyOf(keyText);
      if (current) void discardDraft(current).catch(() => {});
    },
  };
}
