import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BackendClient } from '../../../backend/backend-client';
import { replacedEditText } from '../../../lib/edited-fields';
import { loadReplacedEdits, type ReplacedEdit } from './sessions-api';

/**
 * Tells the admin, in the session dialog, which of their edits of this session a later one replaced
 * (a coach's offline edit made after theirs). Nothing is shown when the read fails: the notices are
 * also in the notification bell.
 */
export function ReplacedEditsNotice({ client, sessionId }: { client: BackendClient; sessionId: string }) {
  const { i18n, t } = useLingui();
  const [edits, setEdits] = useState<ReplacedEdit[]>([]);
  useEffect(() => {
    let live = true;
    loadReplacedEdits(client, sessionId).then(
      (found) => live && setEdits(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, sessionId]);
  if (edits.length === 0) return null;
  return (
    <div className="admin-warning" role="status" aria-label={t`Modifiche sostituite`}>
      <ul>
        {edits.map((edit) => (
          <li key={edit.id}>{replacedEditText(i18n, edit.field, edit.byName)}</li>
        ))}
      </ul>
    </div>
  );
}
